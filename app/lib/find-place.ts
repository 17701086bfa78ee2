import type { Place, PostcodeArea } from "~/content/dutch-places";
import { normalizePlaceName, type Origin } from "./dealers";
import { fill } from "./inline-text";

/**
 * Finds what the visitor typed in the town or postcode field, without any geocoding
 * service (PRODUCT.md 12). A Dutch postcode ("8011 AB", "8011") or a two-digit area ("80") gives that postcode area's centre; otherwise a town by name or alias, exactly,
 * else the first town (largest first) whose name starts with the text. `areaLabel` names a
 * postcode area in the page's language (`{area}`, `{town}`; `dealerLocator`, app/content/interface/<lang>.ts).
 * A module of its own, apart from ./dealers.ts: it loads with the places, when the visitor
 * first uses the field (app/components/dealers/place-finder.ts), not with the dealer list.
 */
export function findPlace(
  query: string,
  towns: readonly Place[],
  areas: readonly PostcodeArea[],
  areaLabel = "postcode area {area} ({town})",
): Origin | null {
  const compact = query.replace(/\s+/g, "");
  const postcode = /^([1-9][0-9])([0-9]{2}([a-z]{2})?)?$/i.exec(compact);
  if (postcode) {
    const area = areas.find((a) => a.area === postcode[1]);
    return area ? { lat: area.lat, lng: area.lng, label: fill(areaLabel, { area: area.area, town: area.town }) } : null;
  }
  const wanted = normalizePlaceName(query);
  if (wanted.length < 2) return null;
  const names = (t: Place) => [t.name, ...(t.aliases ?? [])].map(normalizePlaceName);
  const town = towns.find((t) => names(t).includes(wanted)) ?? towns.find((t) => names(t).some((n) => n.startsWith(wanted)));
  return town ? { lat: town.lat, lng: town.lng, label: town.name } : null;
}
