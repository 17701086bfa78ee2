import type { LegalDocument } from "~/content/legal/types";
import { plainText } from "~/components/sections/rich-text";

/**
 * What a legal page's metadata says, for its loader to build (app/server/seo.server.ts
 * `pageMeta`): all but /warranty are noindex (spec 2.1). `path` is the English path; the
 * canonical and the breadcrumbs are made in the page's language.
 */
export function legalPageMeta(document: LegalDocument, path: string, { noIndex = true } = {}) {
  return {
    title: document.title,
    description: plainText(document.description),
    keywords: document.keywords,
    path,
    noIndex,
    crumbs: [{ name: document.title, path }],
  };
}
