import type { LegalDocument } from "~/content/legal/types";
import { localBreadcrumbJsonLd } from "~/components/sections/news/structured-data";
import { plainText } from "~/components/sections/rich-text";
import type { Lang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";

/**
 * Metadata of a legal page in its language; all but /warranty are noindex (spec 2.1).
 * `path` is the English path; the canonical and the breadcrumbs are in `lang`.
 */
export function legalPageMeta(
  { document, lang }: { document: LegalDocument; lang: Lang },
  path: string,
  matches: readonly unknown[],
  { noIndex = true } = {},
) {
  return pageMeta(
    {
      title: document.title,
      description: plainText(document.description),
      keywords: document.keywords,
      path,
      lang,
      noIndex,
      jsonLd: [localBreadcrumbJsonLd(lang, matches, [{ name: document.title, path }])],
    },
    matches,
  );
}
