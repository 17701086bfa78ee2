import type { Lang } from "./i18n";

/**
 * Lists, numbers and amounts in the page's language (PRODUCT.md 19), as the
 * browser's Intl writes them, without calling Intl: creating the first Intl formatter loads
 * locale data, which costs tens of milliseconds of main thread on a slow phone, in the middle
 * of hydration, and the site needs only these few fixed formats. ./format.test.ts checks each
 * against Intl in every language. Dates are in ./format-date.ts and opening hours in
 * ./format-time.ts, so a page that shows a count does not load month names.
 */

const and: Record<Lang, string> = { en: "and", nl: "en", de: "und", fr: "et" };

/** ["A", "B", "C"] → "A, B and C" / "A, B en C" / "A, B und C" / "A, B et C" (no comma before the last). */
export function formatList(items: readonly string[], lang: Lang = "en"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and[lang]} ${items.at(-1)}`;
}

/** Thousands and decimal separators: 25,000.5 / 25.000,5 / 25.000,5 / 25 000,5 (narrow no-break space). */
const separators: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  nl: { group: ".", decimal: "," },
  de: { group: ".", decimal: "," },
  fr: { group: "\u202f", decimal: "," },
};

/** 25000 → "25,000"; 1234.5 → "1,234.5" (in English; "1.234,5" in Dutch and German). */
export function formatNumber(value: number, lang: Lang = "en"): string {
  const { group, decimal } = separators[lang];
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}

/** Whole euros: "€450" (en), "€ 450" (nl), "450 €" (de, fr), with the language's separators. */
export function formatEuros(value: number, lang: Lang = "en"): string {
  const amount = formatNumber(value, lang);
  if (lang === "en") return `€${amount}`;
  if (lang === "nl") return `€\u00a0${amount}`;
  return `${amount}\u00a0€`;
}

/** A range of whole numbers, such as days: "5-10" (en, nl, de), "5 à 10" (fr). */
export function formatRange({ min, max }: { min: number; max: number }, lang: Lang = "en"): string {
  const [from, to] = [formatNumber(min, lang), formatNumber(max, lang)];
  return lang === "fr" ? `${from} à ${to}` : `${from}-${to}`;
}
