import type { Lang } from "../../lib/i18n";
import { translationGaps } from "./check.server";
import { newsTranslations } from "./news.server";
import { uiTranslations } from "./ui.server";

/**
 * Every translated content module, English beside its Dutch, German and French versions:
 * the build checks that each language has every text English has (PRODUCT.md 19).
 * A new translated module adds its entry to one of the lists here.
 */
export const translated: readonly { file: string; texts: Record<Lang, unknown> }[] = [...uiTranslations, ...newsTranslations];

/** "nl: app/content/interface/nl.ts: common.carousel.next is missing", one line per gap. */
export function allTranslationGaps(): string[] {
  return translated.flatMap(({ file, texts }) => translationGaps(file, texts));
}
