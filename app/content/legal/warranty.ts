import { formatTimeRange } from "../../lib/format-time";
import { officeHours, serviceTimeIn, site } from "../company.server";
import { legalFigures, range, years } from "./figures";
import type { LegalDocument } from "./types";

const w = legalFigures.warranty;
const service = legalFigures.service;

/** /warranty (spec 9): periods, extended warranty, service response and hours. Indexed. */
export const warrantyDocument: LegalDocument = {
  title: "Warranty terms",
  description: "Warranty periods, extended warranty, what is covered and how to make a claim, with our service response times and hours.",
  keywords: ["warranty", "guarantee", "claim", "repair", "service", "coverage"],
  intro: `Every appliance we supply comes with a warranty of at least ${years(w.commercialYears)}, and up to ${years(w.premiumWineStorageYears)} for premium wine storage. If something goes wrong, our service team responds within ${range(service.responseHours)} hours.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "periods",
      title: "Warranty periods",
      blocks: [
        {
          table: {
            caption: "Warranty period per type of product and use",
            head: ["Product and use", "Warranty"],
            rows: [
              ["Appliances for household use (standard warranty)", years(w.standardYears)],
              ["Premium wine storage: wine cabinets and wine cellar climate systems", years(w.premiumWineStorageYears)],
              ["Appliances in commercial use, such as in restaurants, bars, hotels and offices", years(w.commercialYears)],
            ],
          },
        },
        "The warranty period starts on the date of delivery shown on your invoice or delivery receipt. Please keep your proof of purchase.",
      ],
    },
    {
      id: "extended",
      title: "Extended warranty",
      blocks: [
        `You can extend the warranty of most appliances. An extended warranty must be bought within ${w.extendedPurchaseWithinDays} days of purchase, from us or from the dealer who sold you the appliance. Its period and conditions are stated on the extended warranty certificate.`,
      ],
    },
    {
      id: "covered",
      title: "What the warranty covers",
      blocks: [
        "The warranty covers defects in materials and manufacture that appear during normal use. For a covered defect we repair the appliance or, if repair is not possible or sensible, replace it. Parts, labour and, for built-in and heavy appliances, the technician's visit are included.",
      ],
    },
    {
      id: "not-covered",
      title: "What the warranty does not cover",
      blocks: [
        {
          list: [
            "damage caused by transport you arranged yourself, by a fall or by an accident;",
            "installation that does not follow the manual, or by someone who is not qualified to install the appliance;",
            "use that does not follow the manual, including commercial use of an appliance sold for household use beyond the commercial warranty period;",
            "lack of cleaning and maintenance, such as blocked condensers or filters;",
            "repairs or changes made by anyone other than us or a technician we have authorised;",
            "parts that wear with normal use, such as lamps, door seals, filters and glass;",
            "cosmetic damage that does not affect how the appliance works, unless reported on delivery.",
          ],
        },
      ],
    },
    {
      id: "claim",
      title: "How to make a claim",
      blocks: [
        {
          ordered: true,
          list: [
            `Fill in the [service request form](/service-request), or e-mail [${site.mailboxes.technical}](mailto:${site.mailboxes.technical}).`,
            "Tell us the brand, model and serial number (on the rating plate, usually inside the appliance), the purchase date, and what is wrong. Photographs or a short video help our technicians prepare.",
            `We respond within ${range(service.responseHours)} hours during service hours, and plan a repair or a technician's visit with you.`,
          ],
        },
        "If you bought your appliance from a dealer, you may also go to that dealer; the dealer works with our service team.",
      ],
    },
    {
      id: "service-hours",
      title: "Service hours",
      blocks: [
        {
          table: {
            caption: "Service hours of our technical team",
            head: ["Days", "Hours"],
            rows: service.hours.map(({ id, days }) => [days, serviceTimeIn(id, "en", "Emergencies only")]),
          },
        },
        `Service hours are separate from our office hours (Monday to Friday ${formatTimeRange(officeHours.weekdays, "en")}). On Sundays we handle emergencies only: for example a cold room or wine cellar that has stopped cooling with stock inside.`,
      ],
    },
    {
      id: "statutory-rights",
      title: "Your statutory rights",
      blocks: [
        "This warranty is given in addition to your rights under the law. If you are a consumer, you are entitled to a product that conforms to the agreement; if it does not, you can ask the seller to repair or replace it, even after the warranty period has ended, for as long as you could reasonably expect the product to last.",
      ],
    },
  ],
};
