import { site } from "../company.server";
import { legalFigures, range } from "./figures";
import type { LegalDocument } from "./types";

const r = legalFigures.returns;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const mail = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** /return-policy (spec 9: 30-day window, refund within 5-10 business days). */
export const returnsDocument: LegalDocument = {
  title: "Return Policy",
  description: `Return a product within ${r.windowDays} days: what can be returned, how to do it and when you get your money back.`,
  keywords: ["returns", "return policy", "refund", "exchange", "withdrawal"],
  intro: `Changed your mind? You can return a product you bought from us within ${r.windowDays} days of delivery. Here is how it works.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "window",
      title: `Your ${r.windowDays}-day return window`,
      blocks: [
        `You may return a product within ${r.windowDays} days of the day it was delivered, without giving a reason. That is longer than the withdrawal period the law requires for purchases made at a distance, and it applies whether you ordered online, by phone or by e-mail.`,
        "This policy covers products bought directly from us. If you bought from one of our dealers, please contact that dealer: its own return policy applies, and we support the dealer in handling your return.",
      ],
    },
    {
      id: "conditions",
      title: "What can be returned",
      blocks: [
        "We accept a return when the product is:",
        {
          list: [
            "unused, undamaged and complete, with all accessories, manuals and parts that came with it;",
            "in its original packaging, or packed just as safely if the original packaging is no longer available;",
            "not built in, connected or put into use beyond what is needed to see that it works, as you would in a shop.",
          ],
        },
        "Some products cannot be returned:",
        {
          list: [
            "products made or adapted to your specifications, such as cold rooms and wine rooms built to measure, or appliances fitted with custom panels;",
            "consumables such as filters and gas cartridges once their seal has been broken;",
            "products that have been installed and used.",
          ],
        },
      ],
    },
    {
      id: "how",
      title: "How to return a product",
      blocks: [
        {
          ordered: true,
          list: [
            `E-mail ${mail} within ${r.windowDays} days of delivery, with your order number, the product you are returning and, if you like, the reason.`,
            "We reply with a return number and tell you where to send the product, or offer to collect it. Large appliances are always collected by us, so they travel safely.",
            "Pack the product carefully and write the return number on the outside of the box.",
            "When the product arrives we inspect it and tell you the result.",
          ],
        },
        "If you send the return yourself, please use a tracked service and keep the proof of dispatch until your refund has been made.",
      ],
    },
    {
      id: "costs",
      title: "Return costs",
      blocks: [
        "If you return a product because you changed your mind, the cost of sending it back is yours. If you would like us to collect it, we tell you the collection charge before we arrange it.",
        "If we delivered the wrong product, or the product is faulty or damaged on arrival, we pay all return costs.",
      ],
    },
    {
      id: "refunds",
      title: "Refunds",
      blocks: [
        `Once we have received and inspected your return, we refund you within ${range(r.refundBusinessDays)} business days, using the payment method you paid with. If you return a complete order, the refund includes the standard delivery charge you paid.`,
        "If the product shows more handling than needed to try it, or parts are missing, we may deduct the loss in value. We always explain a deduction in writing before we make it.",
      ],
    },
    {
      id: "damaged",
      title: "Damaged or faulty products",
      blocks: [
        `Please check your delivery straight away. Report visible damage or missing items within ${visibleDefectDays} working days of delivery, as our [general terms](/general-terms-conditions) describe, and we will repair or replace the product at no cost to you.`,
        "A fault that appears later is handled under our [warranty](/warranty), which is separate from this return policy and does not affect your statutory rights.",
      ],
    },
  ],
};
