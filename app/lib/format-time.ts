import type { Lang } from "./i18n";

/**
 * Opening hours: a time of day on the 24-hour clock, written "9:00" or "17:30" in the
 * content (content/company/details.yml), and a range of them. Each language writes them its own
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
