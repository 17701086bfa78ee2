import { isLang, type Lang } from "./i18n";

/**
 * The first of a browser's preferred languages (navigator.languages, best first) that the
 * site has: ["de-DE", "en"] → "de", ["en-GB", "nl"] → "en", ["es"] → undefined.
 */
export function preferredLang(accepted: readonly string[]): Lang | undefined {
  for (const tag of accepted) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return undefined;
}
