import type { FormsCopy } from "~/content/forms";
import { fill } from "../inline-text";

/**
 * Helpers for the forms' texts (`forms`, app/content/interface/<lang>.ts), the same in the browser and on the
 * server. The texts themselves are each language's data.
 */

/**
 * The `lang` attribute of a text written in `written` on a page in `pageLang`: the
 * /contact and /service-request pages' Dutch texts on an English page (spec 8;
 * PRODUCT.md 18), nothing where the two agree.
 */
export function textLang(written: string, pageLang: string): string | undefined {
  return written === pageLang ? undefined : written;
}

/** The rate limit's answer: try again in so many seconds, singular or plural. */
export function rateLimitedText(errors: FormsCopy["errors"], seconds: number): string {
  return fill(seconds === 1 ? errors.rateLimited.one : errors.rateLimited.other, { seconds });
}
