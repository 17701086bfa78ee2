import { formatEuros, formatNumber, formatRange } from "../../lib/format";
import { languages, type Lang } from "../../lib/i18n";
import { plural, type Plural } from "../../lib/plural";
import { fillCompanyValues } from "../company-values.server";
import { pagesFor } from "../i18n/pages.server";
import { content, ContentError } from "../load.server";
import { legalDocumentSchema, legalFiguresSchema, legalLabelsSchema, warrantyDocumentSchema } from "./schema.server";
import type { LegalDocument, LegalFigures, LegalPageLabels } from "./types";

/**
 * The legal and policy pages (spec 2.11 and 9; PRODUCT.md 10, 11 and 19), read from
 * content/legal/: a file per page with a section per language (`terms.yml`, `nl:`), the
 * labels around them (`labels.yml`) and every number they state, once, in `figures.yml`. A text names a
 * figure by placeholder (`{paymentDays}`) and the company's details the same way
 * (`{infoMailbox}`, `{companyLegalName}`, `{officeHours}`: ../company-values.server.ts), so a
 * change of a period, a fee or an address reaches every page in every language. The Dutch
 * texts are the authoritative ones; every language's pages say so.
 */

/** content/legal/figures.yml. */
export const legalFigures: LegalFigures = content.readEntry("legal", "figures", legalFiguresSchema);

/**
 * Each figure as a language writes it, by name: a range ("5-10", French "5 à 10"), an amount
 * where the name says Euros ("€450", "€ 450", "450 €"), a number of years with its word where
 * the name ends in Years ("1 year", "2 Jahre", from the labels' `years`), otherwise a number.
 */
function figureValues(lang: Lang, years: Plural): Record<string, string> {
  const values: Record<string, string> = {};
  for (const figures of Object.values(legalFigures) as Record<string, number | { min: number; max: number }>[]) {
    for (const [name, value] of Object.entries(figures)) {
      if (typeof value === "object") values[name] = formatRange(value, lang);
      else if (name.includes("Euros")) values[name] = formatEuros(value, lang);
      else if (name.endsWith("Years")) values[name] = plural(years, value, lang);
      else values[name] = formatNumber(value, lang);
    }
  }
  return values;
}

/** Every `{name}` in the value's texts that `values` names, replaced; other placeholders stay. */
function fillFrom(value: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof value === "string") return value.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (Array.isArray(value)) return value.map((v) => fillFrom(v, values));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFrom(v, values)]));
  return value;
}

const labelFiles = content.readTranslated("legal", "labels", legalLabelsSchema, { fill: fillCompanyValues });

/** A page's file as the site shows it: its figures and the company's values filled in. */
const fill = (value: unknown, lang: Lang) => fillCompanyValues(fillFrom(value, figureValues(lang, labelFiles[lang].years)), lang);

const read = (name: string): Record<Lang, LegalDocument> => content.readTranslated("legal", name, legalDocumentSchema, { fill });
const documents = {
  terms: read("terms"),
  privacy: read("privacy"),
  cookies: read("cookies"),
  returns: read("returns"),
  shipping: read("shipping"),
};
const documentNames = Object.keys(documents) as (keyof typeof documents)[];
const warranty = content.readTranslated("legal", "warranty", warrantyDocumentSchema, { fill });

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

function textsIn(lang: Lang): LegalTexts {
  const { years: _years, ...labels } = labelFiles[lang];
  // The warranty page is in the search index: its title, description and keywords are its metadata's.
  const { title, description, keywords } = pagesFor(lang)["/warranty"];
  return {
    labels,
    terms: documents.terms[lang],
    privacy: documents.privacy[lang],
    cookies: documents.cookies[lang],
    returns: documents.returns[lang],
    shipping: documents.shipping[lang],
    warranty: { title, description, keywords, ...warranty[lang] },
  };
}

/** The legal pages per language; each route's loader takes its page and the labels. */
export const legalTexts: Record<Lang, LegalTexts> = Object.fromEntries(languages.map((lang) => [lang, textsIn(lang)])) as Record<
  Lang,
  LegalTexts
>;

/**
 * What the schemas cannot see in one file: the terms have their 14 articles (spec 2.11) in
 * every language, and each translation has the English page's sections (their anchors) and
 * revision date.
 */
function crossChecks(): string[] {
  const problems: string[] = [];
  const count = legalFigures.terms.articleCount;
  const shape = (d: LegalDocument) => `updated ${d.updated}; sections ${d.sections.map((s) => s.id).join(", ")}`;
  for (const lang of languages) {
    const terms = legalTexts[lang].terms;
    if (terms.sections.length !== count)
      problems.push(
        `${content.whereOf("legal", "terms", lang)}: the terms have ${terms.sections.length} articles; content/legal/figures.yml says ${count} (terms.articleCount)`,
      );
    if (lang === "en") continue;
    for (const name of [...documentNames, "warranty"] as const) {
      const [own, english] = [shape(legalTexts[lang][name]), shape(legalTexts.en[name])];
      if (own !== english) problems.push(`${content.whereOf("legal", name, lang)}: has ${own}; English has ${english}`);
    }
  }
  return problems;
}
const problems = crossChecks();
if (problems.length) throw new ContentError(problems);
