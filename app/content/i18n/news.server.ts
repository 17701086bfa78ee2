import { languages, type Lang } from "../../lib/i18n";
import { cookiesDocument } from "../legal/cookies";
import { cookiesDocument as cookiesDocumentDe } from "../legal/cookies.de";
import { cookiesDocument as cookiesDocumentFr } from "../legal/cookies.fr";
import { cookiesDocument as cookiesDocumentNl } from "../legal/cookies.nl";
import { legalPageLabels, type LegalPageLabels } from "../legal/labels";
import { legalPageLabels as legalPageLabelsDe } from "../legal/labels.de";
import { legalPageLabels as legalPageLabelsFr } from "../legal/labels.fr";
import { legalPageLabels as legalPageLabelsNl } from "../legal/labels.nl";
import { privacyDocument } from "../legal/privacy";
import { privacyDocument as privacyDocumentDe } from "../legal/privacy.de";
import { privacyDocument as privacyDocumentFr } from "../legal/privacy.fr";
import { privacyDocument as privacyDocumentNl } from "../legal/privacy.nl";
import { returnsDocument } from "../legal/returns";
import { returnsDocument as returnsDocumentDe } from "../legal/returns.de";
import { returnsDocument as returnsDocumentFr } from "../legal/returns.fr";
import { returnsDocument as returnsDocumentNl } from "../legal/returns.nl";
import { shippingDocument } from "../legal/shipping";
import { shippingDocument as shippingDocumentDe } from "../legal/shipping.de";
import { shippingDocument as shippingDocumentFr } from "../legal/shipping.fr";
import { shippingDocument as shippingDocumentNl } from "../legal/shipping.nl";
import { termsDocument } from "../legal/terms";
import { termsDocument as termsDocumentDe } from "../legal/terms.de";
import { termsDocument as termsDocumentFr } from "../legal/terms.fr";
import { termsDocument as termsDocumentNl } from "../legal/terms.nl";
import type { LegalDocument } from "../legal/types";
import { warrantyDocument } from "../legal/warranty";
import { warrantyDocument as warrantyDocumentDe } from "../legal/warranty.de";
import { warrantyDocument as warrantyDocumentFr } from "../legal/warranty.fr";
import { warrantyDocument as warrantyDocumentNl } from "../legal/warranty.nl";
import { content } from "../load.server";
import type { NewsPagesCopy } from "../news-pages";
import { newsPagesSchema } from "../pages.schema.server";
import { pagesFor } from "./pages.server";
import type { NewsUi } from "../ui-texts";

/**
 * News list and articles, legal pages: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`). The articles are content/news/<slug>.<lang>.md, read and checked
 * by ../news.server.ts.
 */
const newsCopy = content.readTranslated("pages", "news", newsPagesSchema);

export const newsUi: Record<Lang, NewsUi> = {
  en: { newsCard: newsCopy.en.card },
  nl: { newsCard: newsCopy.nl.card },
  de: { newsCard: newsCopy.de.card },
  fr: { newsCard: newsCopy.fr.card },
};

/** Where each interface text set of this part is written, for the translation check. */
export const newsUiFiles: Record<keyof NewsUi, string> = { newsCard: "content/pages/news" };

/** Copy of /news and the article pages, per language (the routes' loaders pick one). */
export const newsPagesCopy: Record<Lang, NewsPagesCopy> = Object.fromEntries(
  languages.map((lang) => {
    const { card: _card, ...copy } = newsCopy[lang];
    return [lang, { meta: pagesFor(lang)["/news"], ...copy }];
  }),
) as unknown as Record<Lang, NewsPagesCopy>;

/** A language's legal and policy texts: the labels around the documents, and each document. */
export interface LegalTexts {
  labels: LegalPageLabels;
  terms: LegalDocument;
  privacy: LegalDocument;
  cookies: LegalDocument;
  returns: LegalDocument;
  shipping: LegalDocument;
  warranty: LegalDocument;
}

/**
 * The legal pages per language. The Dutch texts are the authoritative ones (PRODUCT.md 19);
 * every language's pages say so (LegalPageLabels.authoritative).
 */
export const legalTexts: Record<Lang, LegalTexts> = {
  en: {
    labels: legalPageLabels,
    terms: termsDocument,
    privacy: privacyDocument,
    cookies: cookiesDocument,
    returns: returnsDocument,
    shipping: shippingDocument,
    warranty: warrantyDocument,
  },
  nl: {
    labels: legalPageLabelsNl,
    terms: termsDocumentNl,
    privacy: privacyDocumentNl,
    cookies: cookiesDocumentNl,
    returns: returnsDocumentNl,
    shipping: shippingDocumentNl,
    warranty: warrantyDocumentNl,
  },
  de: {
    labels: legalPageLabelsDe,
    terms: termsDocumentDe,
    privacy: privacyDocumentDe,
    cookies: cookiesDocumentDe,
    returns: returnsDocumentDe,
    shipping: shippingDocumentDe,
    warranty: warrantyDocumentDe,
  },
  fr: {
    labels: legalPageLabelsFr,
    terms: termsDocumentFr,
    privacy: privacyDocumentFr,
    cookies: cookiesDocumentFr,
    returns: returnsDocumentFr,
    shipping: shippingDocumentFr,
    warranty: warrantyDocumentFr,
  },
};

/** Where each legal text is written (file without `.ts`). */
const legalFiles: Record<keyof LegalTexts, string> = {
  labels: "app/content/legal/labels",
  terms: "app/content/legal/terms",
  privacy: "app/content/legal/privacy",
  cookies: "app/content/legal/cookies",
  returns: "app/content/legal/returns",
  shipping: "app/content/legal/shipping",
  warranty: "app/content/legal/warranty",
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const newsTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  { file: "app/content/news-pages", texts: newsPagesCopy },
  ...(Object.keys(legalFiles) as (keyof LegalTexts)[]).map((key) => ({
    file: legalFiles[key],
    texts: { en: legalTexts.en[key], nl: legalTexts.nl[key], de: legalTexts.de[key], fr: legalTexts.fr[key] },
  })),
];
