import type { Around } from "../lib/inline-text";
import type { DealerCountry } from "./dealers";

/**
 * The dealer locator's texts (spec 2.9 and 4, PRODUCT.md 12): list, detail card, search,
 * map and its lock hints. The tier labels are in ./dealers.ts. `{name}` placeholders are
 * filled in by the locator. The texts of each language are in ./interface/<lang>.ts (`dealerLocator`).
 */
export interface DealerLocatorCopy {
  /** Heading of the list; the count follows in brackets. */
  listTitle: string;
  /** Names of the countries a dealer's address can be in (./dealers.ts `country`). */
  countries: Record<DealerCountry, string>;
  /** `{city}`, `{country}`: a dealer's address line. */
  place: string;
  /** `{distance}`: after the address, e.g. "· 3.4 km away". */
  away: string;
  /** Read after a distance in the list; starts with its own space. */
  awayNote: string;
  card: {
    /** `{name}`: the × button. */
    close: string;
    website: string;
    viewDetails: string;
  };
  search: {
    legend: string;
    locate: string;
    locating: string;
    /** The visitor's position, as the map's marker names it. */
    yourLocation: string;
    label: string;
    placeholder: string;
    submit: string;
    /** Read after Sort; starts with its own space. */
    submitNote: string;
    /** Spec 4: the green message after 'Use My Location'. */
    located: string;
    /** Around the place the list is now sorted from (in bold). */
    sortedFrom: Around;
    /** `{area}`, `{town}`: a postcode area as a place, e.g. "postcode area 80 (Zwolle)". */
    postcodeArea: string;
    /** `{query}`: what the visitor typed, unknown to the locator. */
    unknown: string;
    reset: string;
  };
  map: {
    /** Names the map for the consent prompt and screen readers. */
    title: string;
    region: string;
    loading: string;
    /** `{link}`: credit of the map data; the link names OpenStreetMap and leads to its licence. */
    attribution: string;
  };
  /**
   * Spec 4: the lock's hints are Dutch on English and Dutch pages (PRODUCT.md 18, 19) and
   * in the page's language on the others; `lang` is the language they are written in.
   */
  lock: { lang: string; locked: string; lockedTouch: string; unlocked: string };
}
