import { z } from "zod";
import { around, note, part, template, text, withLink } from "./copy.schema.server";
import { becomeDealerLabels } from "./become-dealer-labels";
import { brandPageLabels } from "./brand-pages/labels";
import { common } from "./common";
import { errorPage, notFoundPage } from "./error-pages";
import { searchBox } from "./search-box";

/**
 * Build-time checks of the labels several pages or a page type share (entries of
 * ./validate.server.ts); the shapes are in ./copy.schema.server.ts.
 */
export const labelChecks = [
  {
    name: "common texts (app/content/common.ts)",
    schema: z.object({
      breadcrumbHome: text,
      newTab: note,
      pdf: note,
      carousel: z.object({
        roleDescription: z.object({ carousel: text, slide: text }),
        slide: template("index", "count"),
        previous: text,
        next: text,
        show: template("index", "count"),
      }),
      files: z.object({
        download: text,
        downloadNote: template("name", "type", "size"),
        downloadAll: text,
        archiveFacts: template("type", "size"),
        matching: template("query"),
      }),
    }),
    value: common,
  },
  {
    name: "error pages (app/content/error-pages.ts)",
    schema: z.object({
      notFound: z.object({ meta: z.object({ title: text, description: text }), articleDescription: text, title: text, text, home: text }),
      error: z.object({ title: text, description: text, text: withLink, articleText: withLink }),
    }),
    value: { notFound: notFoundPage, error: errorPage },
  },
  {
    name: "search box (app/content/search-box.ts)",
    schema: z.object({
      field: z.object({ label: text, placeholder: text, submit: text }),
      listLabel: text,
      status: z.object({ one: template("count", "query"), other: template("count", "query") }),
      resultTypes: z.object({ brand: text, page: text, news: text, manual: text, service: text }),
    }),
    value: searchBox,
  },
  {
    name: "brand page labels (app/content/brand-pages/labels.ts)",
    schema: z.object({
      shareImageAlt: template("brand", "tagline"),
      hero: z.object({ back: text, explore: text, video: template("brand") }),
      category: z.object({ learnMore: text, externalNote: template("name", "brand") }),
      carousel: z.object({ previous: template("label"), next: template("label"), show: template("index", "count") }),
      showcase: z.object({ pricing: text }),
      partnerSince: around,
      featuresCarousel: template("title"),
      contact: z.object({ subject: template("brand"), mail: text, portal: text }),
    }),
    value: brandPageLabels,
  },
  {
    name: "become-dealer labels (app/content/become-dealer-labels.ts)",
    schema: z.object({
      apply: text,
      applyNote: note,
      statsTitle: text,
      brandCard: z.object({ facts: template("year", "countries"), discover: template("brand") }),
      portalLogin: withLink,
      step: template("number"),
      questions: z.object({ before: text, between: text, after: part }),
    }),
    value: becomeDealerLabels,
  },
];
