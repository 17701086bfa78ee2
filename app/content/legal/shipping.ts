import { site } from "../company.server";
import { euros, legalFigures, range, years, type ShippingZone } from "./figures";
import type { LegalDocument } from "./types";

const s = legalFigures.shipping;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;

function deliveryTime(zone: ShippingZone): string {
  return zone.deliveryDays ? `${range(zone.deliveryDays)} working days` : "Date agreed with you";
}

/** /shipping (spec 9): charges per country, two-person delivery, installation guarantee. */
export const shippingDocument: LegalDocument = {
  title: "Shipping & Delivery",
  description: `Delivery charges and times for the Netherlands, Belgium, Luxembourg and Germany, two-person delivery of large appliances and installation.`,
  keywords: ["shipping", "delivery", "delivery costs", "free delivery", "installation"],
  intro: `We deliver in the Netherlands, Belgium, Luxembourg and Germany. Delivery is free above an order value that depends on the country.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "rates",
      title: "Delivery charges and times",
      blocks: [
        {
          table: {
            caption: "Delivery charges and times per country (amounts include VAT)",
            head: ["Delivery to", "Free delivery over", "Standard charge", "Delivery time"],
            rows: s.zones.map((zone) => [
              zone.region.replace(/^the /, "The "),
              euros(zone.freeOverEuros),
              euros(zone.standardEuros),
              deliveryTime(zone),
            ]),
          },
        },
        "The order value is the total price of the products in one order, including VAT, before any delivery charge. Delivery times count from the day we dispatch your order and are estimates; we confirm the delivery day with you in advance so someone can be at home.",
        "Within the Netherlands we plan every delivery with you by phone or e-mail, usually shortly after your order is confirmed.",
      ],
    },
    {
      id: "large-items",
      title: "Large and heavy appliances",
      blocks: [
        `Items weighing more than ${s.twoPersonTeamOverKg} kg are delivered by a two-person team. They carry the appliance into your home, place it where you want it and can take the packaging away with them.`,
        "Please make sure the route is clear and that doors, stairs and lifts are wide enough for the appliance in its packaging. The dimensions are in the product documentation; ask us if you are unsure.",
        "Refrigerators and wine cabinets should stand upright for a while after transport before they are switched on, so the refrigerant can settle. The manual says how long.",
      ],
    },
    {
      id: "installation",
      title: "Installation",
      blocks: [
        "We or one of our certified dealers can install built-in appliances, cold rooms and wine cellar climate systems for you. We quote installation separately, after checking the location with you.",
        `We guarantee our installation work for ${years(s.installationGuaranteeYears)} from the day it is completed. This installation guarantee comes on top of the product [warranty](/warranty).`,
      ],
    },
    {
      id: "on-arrival",
      title: "When your order arrives",
      blocks: [
        "Check the packaging in the driver's presence and note any visible damage on the delivery receipt.",
        `Report damage or missing items within ${visibleDefectDays} working days of delivery to [${site.mailboxes.info}](mailto:${site.mailboxes.info}), with photographs if you can. The [general terms](/general-terms-conditions) and our [return policy](/return-policy) describe what happens next.`,
      ],
    },
    {
      id: "areas",
      title: "Where we deliver",
      blocks: [
        "We deliver to addresses in the Netherlands, Belgium, Luxembourg and Germany, including the Dutch and German islands by arrangement. For other countries, please contact us: our dealers may be able to help.",
      ],
    },
  ],
};
