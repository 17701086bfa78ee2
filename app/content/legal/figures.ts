/**
 * Every number the legal and policy pages state, written once (spec 9, "Business
 * constants and limits"). The page texts in this folder interpolate these values, so an
 * editor changes a period or a fee here and every sentence that mentions it follows.
 * Checked at build by ./schema.server.ts. The English names here (regions, days) are the
 * English pages'; the translations name each row by its `id` in their own words.
 */
import { formatEuros } from "../../lib/format";
import type { Lang } from "../../lib/i18n";

export interface DayRange {
  min: number;
  max: number;
}

export interface ShippingZone {
  /** Names the zone in the translations of ./shipping.ts. */
  id: "nl" | "be-lu" | "de";
  /** Row label of the shipping table (English). */
  region: string;
  /** Orders over this amount (euros, VAT included) ship free. */
  freeOverEuros: number;
  /** Delivery charge up to that amount (euros, VAT included). */
  standardEuros: number;
  /** Working days after dispatch; null where the delivery date is agreed with the customer. */
  deliveryDays: DayRange | null;
}

/** A row of the service hours: the days, whose times are the company's (`serviceHours[id]`, ../company.server.ts). */
export interface ServiceHours {
  id: "weekdays" | "saturday" | "sunday";
  days: string;
}

export const legalFigures = {
  /** General terms and conditions (spec 2.11 and 9). */
  terms: {
    articleCount: 14,
    changeOrCancelWorkingDays: 5,
    priceRiseThresholdPercent: 5,
    priceRiseTerminationWorkingDays: 5,
    visibleDefectWorkingDays: 5,
    hiddenDefectMonths: 3,
    paymentDays: 14,
    defaultNoticeWorkingDays: 5,
    repossessionPenaltyEurosPerDay: 450,
  },
  /** Return policy (spec 9). */
  returns: {
    windowDays: 30,
    refundBusinessDays: { min: 5, max: 10 } satisfies DayRange,
  },
  /** Shipping (spec 9). The spec gives no delivery time for the Netherlands. */
  shipping: {
    zones: [
      { id: "nl", region: "the Netherlands", freeOverEuros: 500, standardEuros: 25, deliveryDays: null },
      { id: "be-lu", region: "Belgium and Luxembourg", freeOverEuros: 750, standardEuros: 45, deliveryDays: { min: 2, max: 3 } },
      { id: "de", region: "Germany", freeOverEuros: 1000, standardEuros: 65, deliveryDays: { min: 3, max: 5 } },
    ] satisfies readonly ShippingZone[],
    twoPersonTeamOverKg: 25,
    installationGuaranteeYears: 1,
  },
  /** Warranty (spec 9). */
  warranty: {
    standardYears: 2,
    premiumWineStorageYears: 3,
    commercialYears: 1,
    extendedPurchaseWithinDays: 30,
  },
  /** After-sales service (spec 9); not the office hours of the top bar. */
  service: {
    responseHours: { min: 24, max: 48 } satisfies DayRange,
    /**
     * English days; `id` names the days in the translations and their times in the
     * company's service hours (content/company/details.yml), which each page writes in its
     * language with `formatTimeRange`.
     */
    hours: [
      { id: "weekdays", days: "Monday to Friday" },
      { id: "saturday", days: "Saturday" },
      { id: "sunday", days: "Sunday" },
    ] satisfies readonly ServiceHours[],
  },
  /**
   * Privacy (PRODUCT.md 10). Must equal the server's RETENTION_DAYS default
   * (app/server/env.server.ts); a unit test holds them together.
   */
  privacy: {
    retentionDays: 180,
  },
} as const;

/** "€1,000" (en), "€ 1.000" (nl), "1.000 €" (de), "1 000 €" (fr). */
export function euros(amount: number, lang: Lang = "en"): string {
  return formatEuros(amount, lang);
}

/** "5-10" */
export function range({ min, max }: DayRange): string {
  return `${min}-${max}`;
}

/** "1 year", "3 years" */
export function years(n: number): string {
  return `${n} ${n === 1 ? "year" : "years"}`;
}
