import { formatNumber } from "./format";
import type { Lang } from "./i18n";
import { fill } from "./inline-text";

/**
 * A text that depends on a count, as data (decision 0013): `{count}` is the number in the
 * page's language, other `{name}` placeholders are filled as `fill` does.
 */
export interface Plural {
  one: string;
  other: string;
}

/**
 * Which form a count takes (CLDR cardinal rules of the site's languages): French uses the
 * singular for 0 and 1 ("0 résultat"), English, Dutch and German for 1 alone.
 */
export function pluralForm(count: number, lang: Lang): keyof Plural {
  if (lang === "fr") return Math.abs(count) < 2 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

/** The form of `forms` for `count`, with `{count}` and any other placeholders filled. */
export function plural(forms: Plural, count: number, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string {
  return fill(forms[pluralForm(count, lang)], { ...values, count: formatNumber(count, lang) });
}
