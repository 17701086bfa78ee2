import { formatNumber } from "./format";
import type { Lang } from "./i18n";

/** A point on the earth in decimal degrees (WGS 84, as maps and the Geolocation API give them). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in km (IUGG), the usual choice for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km by the haversine formula. Within the Netherlands it differs
 * from the ellipsoidal distance by well under 0.5 %, far below what sorting dealers needs.
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h just past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * "3.4 km" under 10 km, "27 km" from 10 km on (PRODUCT.md 12: the list shows distances),
 * with the decimal comma of Dutch, German and French ("3,4 km").
 */
export function formatDistance(km: number, lang: Lang = "en"): string {
  if (km < 9.95) return `${km.toFixed(1).replace(".", decimalMark(lang))} km`;
  return `${formatNumber(Math.round(km), lang)} km`;
}

/** The language's decimal mark as ./format.ts writes numbers: "." or ",". */
const decimalMark = (lang: Lang) => formatNumber(1.5, lang).charAt(1);
