import { z } from "zod";
import { brands } from "../brands";
import { brandPagesByLang } from "../i18n/brands.server";

/**
 * Build-time check of the brand page modules (spec 2.8), run by ../validate.server.ts so a
 * wrong field fails the build, not the visitor.
 */
const localPath = z.string().regex(/^\/[a-z0-9/._-]+$/, "a path in public/, e.g. /images/brand-pages/x/y.svg");
const text = z.string().trim().min(1);

const imageFile = z.object({ src: localPath, width: z.number().int().positive(), height: z.number().int().positive() });
const pageImage = imageFile.extend({ alt: text });
const poster = z.object({ phone: imageFile, wide: imageFile, focusX: z.number().min(0).max(100) });

const heroMedia = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("image"), poster }),
  z.object({
    kind: z.literal("video"),
    poster,
    name: text,
    description: text,
    sources: z.array(z.object({ src: localPath, type: z.enum(["video/webm", "video/mp4"]) })).min(1),
  }),
  z.object({
    kind: z.literal("embed"),
    poster,
    name: text,
    description: text,
    videoId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, "a video ID of the video service"),
  }),
]);

const link = z.object({
  // An external manufacturer page, or a path on this site (the Winemaster sub-brand card).
  href: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[a-z0-9/-]*$/)]),
  label: text.optional(),
});

const category = z.object({ name: text, description: text, images: z.array(pageImage).min(1).max(6), link });
const feature = z.object({ icon: text, title: text, description: text });
const stat = z.object({ value: text, label: text });

const brandPageSchema = z.object({
  slug: z.enum(brands.map((b) => b.slug) as [string, ...string[]]),
  meta: z.object({ title: text.max(70), description: z.string().min(70).max(200), keywords: z.array(text).min(3) }),
  hero: z.object({ badge: text, title: text, subtitle: text, intro: text, media: heroMedia }),
  showcase: z
    .object({
      title: text,
      paragraphs: z.array(text).min(1),
      listTitle: text,
      list: z.array(text).min(1),
      image: pageImage,
      pricingSubject: text.max(120),
      brochure: z.object({ href: localPath, label: text }),
    })
    .optional(),
  categories: z.object({ title: text, intro: text, items: z.array(category).min(1).max(12) }),
  story: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    partnership: z.object({ title: text, paragraphs: z.array(text).min(1), since: z.number().int().min(1980).max(2030).optional() }),
  }),
  heritage: z.object({ title: text, intro: text, stats: z.array(stat).min(1).max(4), paragraphs: z.array(text) }).optional(),
  // Spec 2.8 and 9: four feature cards, four slides on phones.
  features: z.object({ title: text, intro: text, items: z.array(feature).length(4) }),
  dealers: z.object({ title: text, intro: text }).optional(),
  contact: z.object({ title: text, text }),
});

const pageList = z
  .array(brandPageSchema)
  .refine(
    (pages) => brands.every((b) => pages.filter((p) => p.slug === b.slug).length === 1),
    "every brand in app/content/brands.ts needs exactly one page",
  );

/** Every language's pages (PRODUCT.md 19): a translation keeps to the same limits as English. */
export const brandPagesCheck = {
  name: "brand pages (app/content/brand-pages/*.ts and their translations)",
  schema: z.object({ en: pageList, nl: pageList, de: pageList, fr: pageList }),
  value: brandPagesByLang,
};
