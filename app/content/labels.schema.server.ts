import { z } from "zod";
import { around, note, part, template, text, withLink } from "./copy.schema.server";
import { en } from "./interface/en";

/**
 * Build-time checks of the labels several pages or a page type share (entries of
 * ./validate.server.ts); the shapes are in ./copy.schema.server.ts.
 */
export const labelChecks = [
  {
    name: "common texts (app/content/interface/en.ts, common)",
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
    value: en.common,
  },
  {
    name: "error pages (app/content/interface/en.ts, errorPages)",
    schema: z.object({
      notFound: z.object({ meta: z.object({ title: text, description: text }), articleDescription: text, title: text, text, home: text }),
      error: z.object({ title: text, description: text, text: withLink, articleText: withLink }),
    }),
    value: en.errorPages,
  },
  {
    name: "search box (app/content/interface/en.ts, searchBox)",
    schema: z.object({
      field: z.object({ label: text, placeholder: text, submit: text }),
      listLabel: text,
      status: z.object({ one: template("count", "query"), other: template("count", "query") }),
      resultTypes: z.object({ brand: text, page: text, news: text, manual: text, service: text }),
    }),
    value: en.searchBox,
  },
  {
    name: "brand page labels (app/content/interface/en.ts, brandPageLabels)",
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
    value: en.brandPageLabels,
  },
  {
    name: "become-dealer labels (app/content/interface/en.ts, becomeDealerLabels)",
    schema: z.object({
      apply: text,
      applyNote: note,
      statsTitle: text,
      brandCard: z.object({ facts: template("year", "countries"), discover: template("brand") }),
      portalLogin: withLink,
      step: template("number"),
      questions: z.object({ before: text, between: text, after: part }),
    }),
    value: en.becomeDealerLabels,
  },
];
