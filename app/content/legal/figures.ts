/**
 * Every number the legal and policy pages state, written once (spec 9, "Business
 * constants and limits"). The page texts in this folder interpolate these values, so an
 * editor changes a period or a fee here and every sentence that mentions it follows.
 * Checked at build by ./schema.server.ts.
 */
import { formatNumber } from "../../lib/format";

export interface DayRange {
  min: number;
  max: number;
}

export interface ShippingZone {
  /** Row label of the shipping table. */
  region: string;
  /** Orders over this amount (euros, VAT included) ship free. */
  freeOverEuros: number;
  /** Delivery charge up to that amount (euros, VAT included). */
  standardEuros: number;
  /** Working days after dispatch; null where the delivery date is agreed with the customer. */
  deliveryDays: DayRange | null;
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
      { region: "the Netherlands", freeOverEuros: 500, standardEuros: 25, deliveryDays: null },
      { region: "Belgium and Luxembourg", freeOverEuros: 750, standardEuros: 45, deliveryDays: { min: 2, max: 3 } },
      { region: "Germany", freeOverEuros: 1000, standardEuros: 65, deliveryDays: { min: 3, max: 5 } },
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
    hours: [
      { days: "Monday to Friday", hours: "8:00-18:00" },
      { days: "Saturday", hours: "9:00-14:00" },
      { days: "Sunday", hours: "Emergencies only" },
    ],
  },
  /**
   * Privacy (PRODUCT.md 10). Must equal the server's RETENTION_DAYS default
   * (app/server/env.server.ts); a unit test holds them together.
   */
  privacy: {
    retentionDays: 180,
  },
} as const;

/** "€1,000" */
export function euros(amount: number): string {
  return `€${formatNumber(amount)}`;
}

/** "5-10" */
export function range({ min, max }: DayRange): string {
  return `${min}-${max}`;
}

/** "1 year", "3 years" */
export function years(n: number): string {
  return `${n} ${n === 1 ? "year" : "years"}`;
}
