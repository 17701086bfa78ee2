import type { Lang } from "./i18n";

/**
 * Dates, lists, numbers and amounts in the page's language (PRODUCT.md 19), as the
 * browser's Intl writes them, without calling Intl: creating the first Intl formatter loads
 * locale data, which costs tens of milliseconds of main thread on a slow phone, in the middle
 * of hydration, and the site needs only these few fixed formats. ./format.test.ts checks each
 * against Intl in every language.
 */

const months: Record<Lang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
};

/** Intl's short month names (en-GB, nl-NL, de-DE, fr-BE). */
const shortMonths: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  nl: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
};

function dayMonthYear(isoDate: string): { day: number; month: number; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? Number(match[2]) - 1 : -1;
  if (!match || month < 0 || month > 11 || Number(match[3]) < 1 || Number(match[3]) > 31) throw new Error(`not an ISO date: ${isoDate}`);
  return { day: Number(match[3]), month, year: Number(match[1]) };
}

/** "2025-01-15" → "15 Jan 2025", "15 jan 2025", "15. Jan. 2025", "15 janv. 2025" (news dates). */
export function formatShortDate(isoDate: string, lang: Lang = "en"): string {
  const { day, month, year } = dayMonthYear(isoDate);
  return `${day}${lang === "de" ? "." : ""} ${shortMonths[lang][month]} ${year}`;
}

/** "2025-01-15" → "15 January 2025", "15 januari 2025", "15. Januar 2025", "15 janvier 2025". */
export function formatLongDate(isoDate: string, lang: Lang = "en"): string {
  const { day, month, year } = dayMonthYear(isoDate);
  return `${day}${lang === "de" ? "." : ""} ${months[lang][month]} ${year}`;
}

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

/**
 * Opening hours: a time of day on the 24-hour clock, written "9:00" or "17:30" in the
 * content (app/content/hours.ts), and a range of them. Each language writes them its own
 * way; Intl would write "09:00" in all four, which no Dutch, German or French sign does.
 */
export interface TimeRange {
  opens: string;
  closes: string;
}

function clockTime(time: string, lang: Lang): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`not a time of day: ${time}`);
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (lang === "nl") return `${hours}.${minutes}`;
  // French: "9 h", "9 h 30", never split from its "h".
  if (lang === "fr") return minutes === "00" ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`;
  return `${hours}:${minutes}`;
}

/** "9:00–17:00" (en), "9.00–17.00 uur" (nl), "9:00–17:00 Uhr" (de), "9 h – 17 h" (fr). */
export function formatTimeRange({ opens, closes }: TimeRange, lang: Lang = "en"): string {
  const [from, to] = [clockTime(opens, lang), clockTime(closes, lang)];
  // French spaces the dash, since its times have spaces of their own; the others close it up.
  if (lang === "fr") return `${from}\u00a0– ${to}`;
  const range = `${from}–${to}`;
  return lang === "nl" ? `${range} uur` : lang === "de" ? `${range} Uhr` : range;
}
