import { dutchTowns, postcodeAreas } from "~/content/dutch-places";
import type { Origin } from "~/lib/dealers";
import { findPlace } from "~/lib/find-place";

/**
 * The places the town or postcode field knows, and the finding of one of them (PRODUCT.md
 * 12): ./dealer-search.tsx loads this module when the visitor first uses the field, not
 * with the page.
 */
export const towns = dutchTowns;

/** The town or postcode area the visitor typed; `areaLabel` names an area in the page's language. */
export function findOrigin(query: string, areaLabel: string): Origin | null {
  return findPlace(query, dutchTowns, postcodeAreas, areaLabel);
}
