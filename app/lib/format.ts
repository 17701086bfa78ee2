/**
 * Dates, lists and amounts in British English, without the browser's Intl. Creating the
 * first Intl formatter loads locale data, which costs tens of milliseconds of main thread on
 * a slow phone, in the middle of hydration; the site needs only these three fixed formats.
 */

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function dayMonthYear(isoDate: string): { day: number; month: string; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) throw new Error(`not an ISO date: ${isoDate}`);
  return { day: Number(match[3]), month, year: Number(match[1]) };
}

/** "2025-01-15" → "15 Jan 2025" (news dates). */
export function formatShortDate(isoDate: string): string {
  const { day, month, year } = dayMonthYear(isoDate);
  return `${day} ${month.slice(0, 3)} ${year}`;
}

/** "2025-01-15" → "15 January 2025" (legal pages' "last updated"). */
export function formatLongDate(isoDate: string): string {
  const { day, month, year } = dayMonthYear(isoDate);
  return `${day} ${month} ${year}`;
}

/** ["A", "B", "C"] → "A, B and C" (British English: no comma before "and"). */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** 25000 → "25,000"; 1234.5 → "1,234.5". */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
