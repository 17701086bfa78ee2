import type { Dealer, DealerTier } from "~/content/dealers";
// Relative: app/content/dealers.server.ts sorts with this module, also when routes.ts is read, where no `~` alias is known.
import { haversineKm, type LatLng } from "./distance";

/** A dealer with its distance from the point the visitor chose, when there is one. */
export interface DealerEntry {
  dealer: Dealer;
  km?: number;
}

/** Where distances are measured from: the visitor's position, a town or a postcode area. */
export interface Origin extends LatLng {
  /** Shown to the visitor, e.g. "Zwolle" or "postcode area 80 (Zwolle)". */
  label: string;
}

const tierRank: Record<DealerTier, number> = { A: 0, B: 1, C: 2 };

/**
 * Alphabetical order as Dutch lists have it: case and accents aside, and the article of
 * "'s-Hertogenbosch" or "'t Zandt" not counted, so they stand under H and Z. Plain
 * comparison of normalised names rather than localeCompare: the first collator costs a
 * slow phone tens of milliseconds to load, in the middle of hydrating the dealer list.
 */
const sortKeys = new Map<string, string>();
function sortKey(text: string): string {
  let key = sortKeys.get(text);
  if (key === undefined) sortKeys.set(text, (key = normalizePlaceName(text.replace(/^['’‘][st][-\s]+/i, ""))));
  return key;
}

function alphabetical(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

const byTierThenCity = (a: Dealer, b: Dealer) =>
  tierRank[a.tier] - tierRank[b.tier] || alphabetical(a.city, b.city) || alphabetical(a.name, b.name);

/** The list before the visitor picks a place: premium partners first, then by town. */
export function defaultOrder(dealers: readonly Dealer[]): DealerEntry[] {
  return [...dealers].sort(byTierThenCity).map((dealer) => ({ dealer }));
}

/** Nearest first; equal distances keep the default order. */
export function sortByDistance(dealers: readonly Dealer[], origin: LatLng): DealerEntry[] {
  return dealers
    .map((dealer) => ({ dealer, km: haversineKm(origin, dealer) }))
    .sort((a, b) => a.km - b.km || byTierThenCity(a.dealer, b.dealer));
}

/** Lower case, no accents, apostrophes or hyphens: "'s-Hertogenbosch" → "s hertogenbosch". */
export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[-.,/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "+31 (0)38 000 0020" → "tel:+31380000020". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/, "").replace(/[^+0-9]/g, "")}`;
}

/** 'View Details' opens a maps search by coordinates in a new tab (spec 2.9, 4, 7). */
export function mapsSearchUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
