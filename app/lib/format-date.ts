import type { Lang } from "./i18n";

/** Dates in the page's language, as Intl writes them for en-GB, nl-NL, de-DE and fr-BE (./format.ts). */

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
