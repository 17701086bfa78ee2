import { z } from "zod";
import { languages, type Lang } from "../../lib/i18n";
import { legalTexts, type LegalTexts } from "../i18n/news.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

/** Build-time checks of the legal pages (entries of app/content/validate.server.ts). */
const positive = z.number().positive();
const dayRange = z.object({ min: positive, max: positive }).refine((r) => r.min <= r.max, "min must not exceed max");

const legalFiguresSchema = z.object({
  terms: z.record(z.string(), positive),
  returns: z.object({ windowDays: positive, refundBusinessDays: dayRange }),
  shipping: z.object({
    zones: z
      .array(
        z.object({
          id: z.enum(["nl", "be-lu", "de"]),
          region: z.string().min(1),
          freeOverEuros: positive,
          standardEuros: positive,
          deliveryDays: dayRange.nullable(),
        }),
      )
      .min(1),
    twoPersonTeamOverKg: positive,
    installationGuaranteeYears: positive,
  }),
  warranty: z.object({
    standardYears: positive,
    premiumWineStorageYears: positive,
    commercialYears: positive,
    extendedPurchaseWithinDays: positive,
  }),
  service: z.object({
    responseHours: dayRange,
    hours: z
      .array(
        z.object({
          id: z.enum(["weekdays", "saturday", "sunday"]),
          days: z.string().min(1),
        }),
      )
      .min(1),
  }),
  privacy: z.object({ retentionDays: z.number().int().min(1) }),
});

/** `[label](href)`: internal paths, anchors, mailto and https only. */
const linkPattern = /\[([^\]]+)\]\(([^)]+)\)/g;
const text = z
  .string()
  .min(1)
  .refine(
    (s) => [...s.matchAll(linkPattern)].every(([, , href]) => /^(\/|#|mailto:|https:\/\/)/.test(href!)),
    "links must be /path, #anchor, mailto: or https://",
  );

const table = z
  .object({
    caption: z.string().min(1),
    head: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string())).min(1),
    codeColumns: z.array(z.number().int().min(0)).optional(),
  })
  .refine((t) => t.rows.every((r) => r.length === t.head.length), "every row needs one cell per column")
  .refine((t) => (t.codeColumns ?? []).every((c) => c < t.head.length), "a code column must be one of the table's columns");

export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  keywords: z.array(z.string().min(1)),
  intro: text,
  updated: z.iso.date(),
  numbered: z.string().optional(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string().min(1),
        blocks: z
          .array(z.union([text, z.object({ list: z.array(text).min(1), ordered: z.boolean().optional() }), z.object({ table })]))
          .min(1),
      }),
    )
    .min(1)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, "section ids must be unique"),
});

function documentsOf(t: LegalTexts): Record<string, LegalDocument> {
  return {
    "/general-terms-conditions": t.terms,
    "/privacy": t.privacy,
    "/return-policy": t.returns,
    "/shipping": t.shipping,
    "/warranty": t.warranty,
    "/cookies": t.cookies,
  };
}

/** Each legal page's document in every language (the Dutch one is authoritative, PRODUCT.md 19). */
const legalDocuments: Record<Lang, Record<string, LegalDocument>> = {
  en: documentsOf(legalTexts.en),
  nl: documentsOf(legalTexts.nl),
  de: documentsOf(legalTexts.de),
  fr: documentsOf(legalTexts.fr),
};

export const legalChecks = [
  { name: "legal figures (app/content/legal/figures.ts)", schema: legalFiguresSchema, value: legalFigures },
  ...languages.flatMap((lang) => [
    ...Object.entries(legalDocuments[lang]).map(([path, doc]) => ({
      name: `legal page ${path} in ${lang} (app/content/legal)`,
      schema: legalDocumentSchema,
      value: doc,
    })),
    // A translation has the English document's sections (anchors) and revision date.
    ...Object.entries(legalDocuments[lang]).map(([path, doc]) => {
      const shape = (d: LegalDocument) => `updated ${d.updated}; sections ${d.sections.map((x) => x.id).join(", ")}`;
      return {
        name: `legal page ${path} in ${lang}: same sections and date as English`,
        schema: z.literal(shape(legalDocuments.en[path]!)),
        value: shape(doc),
      };
    }),
    {
      name: `terms articles in ${lang} (app/content/legal/terms${lang === "en" ? "" : `.${lang}`}.ts)`,
      schema: z.literal(legalFigures.terms.articleCount, { error: `the terms must have ${legalFigures.terms.articleCount} articles` }),
      value: legalTexts[lang].terms.sections.length,
    },
  ]),
];
