import { z } from "zod";
import { storedItems, type StoredItemId } from "../../lib/browser-storage";
import { around, template, withLink } from "../copy.schema.server";
import type { EmbedId } from "../embeds";
import { embedHosts, embeds } from "../embeds.server";
import type { LegalBlock, LegalDocument, LegalFigures, LegalPageLabels } from "./types";

/**
 * The schemas of content/legal/ (read by ./legal.server.ts). A page's file is checked as the
 * site shows it: with its figures and the company's values filled in, so a placeholder that
 * names neither is refused, naming the file and the field.
 */

const positive = z.number().positive();
const dayRange = z.object({ min: positive, max: positive }).refine((r) => r.min <= r.max, "min must not exceed max");
const figure = z.union([positive, dayRange]);

/**
 * content/legal/figures.yml: every number the legal pages state, by page (spec 9). Each
 * name is a placeholder the pages' texts may use, so names are unique across the pages.
 * How a figure is written follows its name and value (./legal.server.ts `figureValues`).
 */
export const legalFiguresSchema = z
  .object({
    terms: z.object({ articleCount: z.number().int().positive() }).catchall(figure),
    returns: z.record(z.string(), figure),
    shipping: z.record(z.string(), figure),
    warranty: z.record(z.string(), figure),
    service: z.object({ responseHours: dayRange }).catchall(figure),
    // Must equal the server's RETENTION_DAYS default (app/server/env.server.ts); a unit test holds them together.
    privacy: z.object({ retentionDays: z.number().int().min(1) }).catchall(figure),
  })
  .strict()
  .superRefine((groups, ctx) => {
    const seen = new Map<string, string>();
    for (const [group, figures] of Object.entries(groups)) {
      for (const name of Object.keys(figures)) {
        if (!/^[a-z][a-zA-Z]*$/.test(name))
          ctx.addIssue({
            code: "custom",
            path: [group, name],
            message: "a figure's name is letters only, starting lower case (paymentDays)",
          });
        const other = seen.get(name);
        if (other) ctx.addIssue({ code: "custom", path: [group, name], message: `${name} is also a figure of ${other}: names are unique` });
        seen.set(name, group);
      }
    }
  });
const _figuresMatchType = (f: z.infer<typeof legalFiguresSchema>): LegalFigures => f;

/** A text as the page shows it: every placeholder filled. */
const shown = z
  .string()
  .trim()
  .min(1)
  .superRefine((s, ctx) => {
    for (const [, name] of s.matchAll(/\{([a-zA-Z]+)\}/g))
      ctx.addIssue({ code: "custom", message: `{${name}} is neither a figure of content/legal/figures.yml nor a company value` });
  });

/** `[label](href)`: internal paths, anchors, mailto and https only. */
const linkPattern = /\[([^\]]+)\]\(([^)]+)\)/g;
const text = shown.refine(
  (s) => [...s.matchAll(linkPattern)].every(([, , href]) => /^(\/|#|mailto:|https:\/\/)/.test(href!)),
  "links must be /path, #anchor, mailto: or https://",
);

/** A table of rows written in the file, each row `cells` (one per column). */
const rowsTable = z
  .object({
    type: z.literal("table"),
    caption: text,
    head: z.array(text).min(2),
    rows: z.array(z.object({ cells: z.array(text).min(1) }).strict()).min(1),
    codeColumns: z.array(z.number().int().min(0)).optional(),
  })
  .strict()
  .refine((t) => t.rows.every((r) => r.cells.length === t.head.length), "every row needs one cell per column")
  .refine((t) => (t.codeColumns ?? []).every((c) => c < t.head.length), "a code column must be one of the table's columns")
  .transform(({ caption, head, rows, codeColumns }): LegalBlock => ({
    table: { caption, head, rows: rows.map((r) => r.cells), ...(codeColumns ? { codeColumns } : {}) },
  }));

/**
 * The cookie page's two tables are built from the code's own lists (app/lib/browser-storage.ts,
 * ../embeds.ts), so a stored item or an embed cannot be added without its row; the file gives
 * the words for each: what it remembers and how long (storedItems), what it shows and where
 * (embeds).
 */
const storedItemTexts = z
  .object(Object.fromEntries(Object.keys(storedItems).map((id) => [id, z.object({ what: text, lifetime: text })])))
  .strict() as unknown as z.ZodType<Record<StoredItemId, { what: string; lifetime: string }>>;
const embedIds = Object.keys(embedHosts()) as EmbedId[];
const embedTexts = z
  .object(Object.fromEntries(embedIds.map((id) => [id, z.object({ content: text, where: text })])))
  .strict() as unknown as z.ZodType<Record<EmbedId, { content: string; where: string }>>;

/** Columns: what it remembers, its name (code), where it is kept, how long. */
const storageTable = z
  .object({
    type: z.literal("storageTable"),
    caption: text,
    head: z.array(text).length(4),
    storedItems: storedItemTexts,
    areas: z.object({ local: text, session: text }),
  })
  .strict()
  .transform(({ caption, head, storedItems: texts, areas }): LegalBlock => ({
    table: {
      caption,
      head,
      rows: (Object.keys(storedItems) as StoredItemId[]).map((id) => {
        const { key, area } = storedItems[id];
        return [texts[id].what, key, areas[area], texts[id].lifetime];
      }),
      codeColumns: [1],
    },
  }));

const providers: Partial<Record<EmbedId, string>> = {
  videoPlayer: embeds.videoPlayer.provider,
  officeMap: embeds.officeMap.provider,
  mapTiles: embeds.mapTiles.provider,
};

/** Columns: what it shows, the service (`ownHost` for our own video host), its host (code), where it appears. */
const embedsTable = z
  .object({ type: z.literal("embedsTable"), caption: text, head: z.array(text).length(4), embeds: embedTexts, ownHost: text })
  .strict()
  .transform(({ caption, head, embeds: texts, ownHost }): LegalBlock => {
    const hosts = embedHosts();
    return {
      table: {
        caption,
        head,
        rows: embedIds.map((id) => [texts[id].content, providers[id] ?? ownHost, hosts[id], texts[id].where]),
        codeColumns: [2],
      },
    };
  });

const paragraph = z
  .object({ type: z.literal("paragraph"), text })
  .strict()
  .transform((p): LegalBlock => p.text);
const list = z
  .object({ type: z.literal("list"), ordered: z.boolean().optional(), items: z.array(text).min(1) })
  .strict()
  .transform(({ ordered, items }): LegalBlock => ({ ...(ordered ? { ordered } : {}), list: items }));

/**
 * A paragraph, a list or a table, named by its `type`, as the editor's typed lists write
 * them (docs/decisions/0031-legal-blocks.md), so a mistake is reported against that kind.
 */
const block = z.discriminatedUnion("type", [paragraph, list, rowsTable, storageTable, embedsTable], {
  error: "a block names its kind: type: paragraph, list, table, storageTable or embedsTable, with that kind's fields",
});

const meta = {
  title: text,
  description: text.pipe(z.string().min(50).max(200)),
  keywords: z.array(text),
};

const body = {
  intro: text,
  updated: z.iso.date(),
  numbered: text.optional(),
  sections: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: text, blocks: z.array(block).min(1) }).strict())
    .min(1)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, "section ids must be unique"),
};

/** A language's section of content/legal/<page>.yml, as shown. */
export const legalDocumentSchema = z.object({ ...meta, ...body }).strict();
const _documentMatchesType = (d: z.infer<typeof legalDocumentSchema>): LegalDocument => d;

/** The warranty page takes its title, description and keywords from content/pages/metadata (it is in the search index). */
export const warrantyDocumentSchema = z.object(body).strict();

/** A language's section of content/legal/labels.yml: the labels around the documents, and how the language writes a number of years. */
export const legalLabelsSchema = z
  .object({
    eyebrows: z.object({ legal: text, warranty: text, returns: text, shipping: text }),
    toc: text,
    updated: around,
    authoritative: withLink,
    company: z.object({ title: text, country: text, chamberOfCommerce: template("number"), vat: template("number"), email: text }),
    embedChoices: z.object({ title: text, text, autoLoad: text }),
    /** `{count}`: "1 year", "2 years"; a figure whose name ends in "Years" is written so. */
    years: z.object({ one: template("count"), other: template("count") }),
  })
  .strict();
const _labelsMatchType = ({ years: _years, ...labels }: z.infer<typeof legalLabelsSchema>): LegalPageLabels => labels;
