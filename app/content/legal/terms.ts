import { site } from "../company.server";
import { euros, legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const t = legalFigures.terms;
const w = legalFigures.warranty;

/**
 * /general-terms-conditions (spec 2.11 and 9; PRODUCT.md 1). The articles are numbered
 * when rendered; their count is checked against legalFigures.terms.articleCount.
 */
export const termsDocument: LegalDocument = {
  title: "General Terms & Conditions",
  description: `The general terms and conditions of ${site.legalName} for offers, orders, delivery, payment and complaints.`,
  keywords: ["terms and conditions", "general terms", "delivery", "payment", "complaints", "retention of title"],
  intro: `These terms apply to every offer we make and every agreement we enter into. We have written them in plain language.`,
  updated: "2026-11-22",
  numbered: "Article",
  sections: [
    {
      id: "definitions",
      title: "Definitions",
      blocks: [
        "In these terms the following words have the meaning given here:",
        {
          list: [
            `"We", "us" and "our": ${site.legalName}, registered with the Netherlands Chamber of Commerce under number ${site.chamberOfCommerce}.`,
            `"Customer" or "you": the business or private person who asks us for an offer or enters into an agreement with us.`,
            `"Consumer": a customer who is a natural person not acting in the course of a trade, business or profession.`,
            `"Products": the appliances, parts and accessories we sell, and the installation or other work we carry out.`,
            `"Agreement": every agreement between you and us for the supply of products.`,
            `"Working days": Monday to Friday, except public holidays in the Netherlands.`,
            `"In writing": on paper or by e-mail.`,
          ],
        },
      ],
    },
    {
      id: "applicability",
      title: "Applicability",
      blocks: [
        "These terms apply to all our offers, quotations, order confirmations and agreements, and to the products we supply under them.",
        "We do not accept any general terms of a customer unless we have agreed to them in writing. If a provision of these terms is void or set aside, the other provisions continue to apply and we will replace the void provision with one that comes as close as possible to its purpose.",
        "If you are a consumer, nothing in these terms limits the rights that mandatory consumer law gives you.",
      ],
    },
    {
      id: "offers",
      title: "Offers and quotations",
      blocks: [
        "Our offers and quotations are without obligation and remain valid for the period they state. Prices in an offer apply only to the quantities and specifications described in it.",
        "Pictures, dimensions and technical data in brochures, on this website and in offers are given as accurately as we can, but small deviations do not entitle you to cancel the agreement or claim compensation.",
      ],
    },
    {
      id: "agreement",
      title: "Formation of the agreement",
      blocks: [
        "An agreement is formed when we confirm your order in writing, or when we start delivering or carrying out the order, whichever comes first.",
        "Dealers order through the dealer portal; an order placed there is confirmed by the portal's order confirmation. Prices for dealers are the prices shown in the portal on the day the order is placed.",
      ],
    },
    {
      id: "changes",
      title: "Changes and cancellation",
      blocks: [
        `You may ask us to change or cancel an order within ${t.changeOrCancelWorkingDays} working days of our order confirmation. A change or cancellation binds us only once we have consented to it in writing.`,
        "After that period, or for products that we order, build or adapt specially for you (for example cold rooms built to measure or appliances with custom panels), we may charge the costs we have already incurred and the loss we suffer because of the change or cancellation.",
        "A change may move the delivery date and the price. We tell you both before we accept the change.",
      ],
    },
    {
      id: "prices",
      title: "Prices",
      blocks: [
        "Prices are in euros. Prices for consumers include VAT; prices for businesses exclude VAT unless stated otherwise. Delivery charges are set out on our [shipping page](/shipping).",
        "If the costs that determine our price rise after the agreement is formed, for example because a manufacturer raises its price, exchange rates move or import duties change, we may pass the increase on to you.",
        `If we raise the agreed price by more than ${t.priceRiseThresholdPercent}%, you may terminate the agreement by telling us in writing within ${t.priceRiseTerminationWorkingDays} working days of our notice of the increase. You then owe us nothing for the terminated part, and we refund anything you have already paid for it.`,
      ],
    },
    {
      id: "delivery",
      title: "Delivery",
      blocks: [
        "We deliver to the address you give us. Delivery times are estimates, not deadlines, unless we have agreed a fixed date in writing. If we expect to be late we tell you as soon as we know, with a new date.",
        "If we miss a delivery date, you may give us written notice of a reasonable further period in which to deliver, and terminate the agreement if we still do not deliver within it. A consumer keeps all rights that the law gives in this case.",
        "You make sure the products can be delivered and carried in safely: a clear route, a suitable floor and, for built-in appliances, a finished opening of the right size. If delivery fails because this is not the case, we may charge the costs of a second attempt.",
      ],
    },
    {
      id: "risk-and-ownership",
      title: "Risk and retention of title",
      blocks: [
        "The risk of loss or damage passes to you when the products are delivered to you. For business customers who collect the products or arrange their own transport, it passes when the products leave our warehouse.",
        "The products remain our property until you have paid everything you owe us under the agreement, including interest and costs. Until then a business customer may resell them only in the normal course of its business, and may not pledge them or give any other right over them to anyone.",
        "If you do not meet your payment obligations, we may take back the products that are still our property. You give us, and the people we send, access to the place where they are, and you cooperate in their removal.",
        `If you refuse that cooperation, you owe us an immediately payable penalty of ${euros(t.repossessionPenaltyEurosPerDay)} for every day the refusal continues, without prejudice to our right to claim full compensation instead.`,
      ],
    },
    {
      id: "inspection",
      title: "Inspection and complaints",
      blocks: [
        "Please inspect the products, and the packaging if the products are still inside it, as soon as they are delivered.",
        `Report visible defects, damage in transport, and missing or wrong items to us in writing within ${t.visibleDefectWorkingDays} working days of delivery.`,
        `Report defects that could not reasonably have been found on inspection (hidden defects) in writing within ${t.hiddenDefectMonths} months of the day you discovered them or should reasonably have discovered them.`,
        `A report describes the defect as fully as possible, with photographs where that helps, and the order number. Send it to ${site.mailboxes.info}, or use the [service request form](/service-request) for a product already in use. Until we have assessed the report, do not return the product or have it repaired by others.`,
        "If you are a consumer, a report made later than these periods does not take away your statutory rights, provided you report within a reasonable time of discovering the defect.",
      ],
    },
    {
      id: "warranty",
      title: "Warranty",
      blocks: [
        `We give the warranty described on our [warranty page](/warranty): ${w.standardYears} years on our appliances as standard, ${w.premiumWineStorageYears} years on premium wine storage and ${w.commercialYears} year for appliances in commercial use. An extended warranty can be bought within ${w.extendedPurchaseWithinDays} days of purchase.`,
        "The warranty does not cover defects caused by incorrect installation by others, misuse, neglect, lack of maintenance, repairs or changes not made by us or on our behalf, or normal wear of parts such as lamps, seals and filters.",
        "If a product is defective and covered, we choose whether to repair it, replace it or refund the price. The consumer's statutory right to a product that conforms to the agreement applies in addition to this warranty.",
      ],
    },
    {
      id: "payment",
      title: "Payment",
      blocks: [
        `Unless we agree otherwise in writing, you pay each invoice within ${t.paymentDays} days of the invoice date, without deduction or set-off, to the account stated on the invoice.`,
        "We may ask for payment in advance or for security before we deliver, in particular for products ordered specially for you. A consumer is never asked to pay more than half of the price in advance.",
        "A complaint about a delivery does not suspend the obligation to pay for the rest of that delivery or for other deliveries.",
      ],
    },
    {
      id: "default",
      title: "Late payment",
      blocks: [
        `If an invoice is not paid on time, we send you a written reminder. You are in default if you have still not paid ${t.defaultNoticeWorkingDays} working days after that notice.`,
        "From the moment of default you owe statutory interest on the amount due: for consumers the statutory interest (wettelijke rente), for businesses the statutory commercial interest (wettelijke handelsrente).",
        "Reasonable extrajudicial collection costs are also due from that moment. For consumers they are limited to the amounts set by Dutch law, and are charged only after the reminder that the law requires.",
        "While you are in default we may suspend further deliveries and work under any agreement with you.",
      ],
    },
    {
      id: "liability",
      title: "Liability and force majeure",
      blocks: [
        "Our liability for damage caused by a product or by our work is limited to direct damage and to the invoice value of the order concerned. We are not liable for indirect damage such as lost profit, lost stock (including wine or goods stored in an appliance) or business interruption.",
        "These limits do not apply to damage caused by our intent or gross negligence, or where mandatory law, including product liability and consumer law, does not allow them.",
        "We are not liable for failures caused by circumstances beyond our control, such as failures of manufacturers or carriers, transport disruption, government measures, strikes, fire, flooding or epidemics. If such a situation lasts so long that the other party cannot reasonably be expected to wait any longer, either party may terminate the affected part of the agreement in writing, without either owing compensation.",
      ],
    },
    {
      id: "law",
      title: "Applicable law and disputes",
      blocks: [
        "Every agreement with us, and these terms, are governed by Dutch law. The United Nations Convention on Contracts for the International Sale of Goods (CISG) does not apply.",
        `Disputes are submitted to the competent Dutch court. Before going to court, please tell us about the problem at ${site.mailboxes.info} so we can try to solve it together.`,
        "If you are a consumer living in another EU country, you also keep the protection of the mandatory rules of the law of your country and may choose to go to the court of the place where you live.",
      ],
    },
  ],
};
