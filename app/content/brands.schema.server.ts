import { z } from "zod";
import { iconNames } from "../lib/icon-names";
import { countryCodes } from "./brands";

/**
 * One brand's file, content/brands/<slug>.<lang>.yml (spec 1, 2.3, 2.8 and 3), after the
 * loader has given each translation the fields written in English only (`brandUntranslated`).
 * A wrong field fails the build naming the file, the language and the field (./load.server.ts).
 */
const text = z.string().trim().min(1);
const texts = z.array(text).min(1);

/** A site path of a file under public/ with one of these extensions. */
const sitePath = (folder: string, ...extensions: string[]) =>
  z
    .string()
    .regex(
      new RegExp(`^${folder}/[a-z0-9/._-]+\\.(${extensions.join("|")})$`),
      `a path under public${folder}/ ending in .${extensions.join(" or .")}, e.g. ${folder}/x.${extensions[0]}`,
    );

/**
 * The fields a brand's English file holds for every language (Decap CMS's `i18n: false`):
 * its name as written, its place in the order, where it is served, its pictures and links.
 * A translation that writes one is refused.
 */
export const brandUntranslated = [
  "name",
  "order",
  "popupName",
  "dealerFormName",
  "logo",
  "productImage",
  "gradient",
  "partnerSince",
  "partnershipYear",
  "countries",
  "website",
  "heroMedia",
  "brochure",
] as const;

const poster = z.strictObject({
  /** A 540×960 portrait cut for phones. */
  phone: sitePath("/images/brand-pages", "webp", "jpg", "png"),
  /** A 1600×900 cut for wider screens. */
  wide: sitePath("/images/brand-pages", "webp", "jpg", "png"),
  /** Where the subject sits across the wide picture and the film (0–100 %). */
  focusX: z.number().min(0).max(100).default(50),
});

/**
 * The editor shows every kind's fields in one object (server/editor/fields.ts): a field of
 * another kind that staff emptied is left as "" or [], which is read as absent; one still
 * filled in is refused, naming it.
 */
const withoutEmpty = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "" && !(Array.isArray(v) && v.length === 0)))
    : value;

const heroKinds = z.discriminatedUnion("kind", [
  /** A still picture only (Thermocold, spec 2.8). */
  z.strictObject({ kind: z.literal("image"), poster }),
  /** A looping muted film served by this site: WebM first, MP4 for older Safari. */
  z.strictObject({ kind: z.literal("video"), poster, video: z.array(sitePath("/videos", "webm", "mp4")).min(1) }),
  /** A player of the video service in content/company/embeds.yml (PeVino), loaded after consent. */
  z.strictObject({
    kind: z.literal("embed"),
    poster,
    videoId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, "a video ID of the video service"),
  }),
]);
const heroMedia = z.preprocess(withoutEmpty, heroKinds);

/** A product illustration: an 800×600 SVG drawing in content/brands/images/brand-pages/<slug>/ (/images/brand-pages/<slug>/…). */
const illustration = z.strictObject({ src: sitePath("/images/brand-pages", "svg"), alt: text });

const category = z.strictObject({
  name: text,
  description: text,
  /** One picture, or two to six shown as a carousel. */
  images: z.array(illustration).min(1).max(6),
  /** Where 'Learn More' leads: the brand's website unless `href` names another page (a path on this site). */
  link: z
    .strictObject({
      href: z
        .union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[a-z0-9/-]*$/, "an https:// address or a path on this site")])
        .optional(),
      label: text.optional(),
    })
    .optional(),
});

export const brandFileSchema = z
  .strictObject({
    // Written in the English file only.
    name: text,
    /** The brand's place in the site's order (header, home cards, forms): 1 is first. */
    order: z.number().int().positive(),
    /** Name as the brand popup's success text writes it (spec 8), if not `name`. */
    popupName: text.optional(),
    /** Name as the dealer form's brand list spells it (spec 5), if not `name`. */
    dealerFormName: text.optional(),
    logo: sitePath("/images/brands", "svg"),
    productImage: sitePath("/images/brands", "svg").optional(),
    /** Tailwind gradient classes of the brand's card and hero. */
    gradient: text,
    partnerSince: z.number().int().min(1980).max(2030),
    /** The year the brand page's partnership column shows, where it differs from `partnerSince` (PRODUCT.md 2). */
    partnershipYear: z.number().int().min(1980).max(2030).optional(),
    countries: z.array(z.enum(countryCodes)).min(1),
    /** The manufacturer's own site. */
    website: z.url({ protocol: /^https$/ }),
    heroMedia,
    /** The brochure the showcase's 'Download Brochure' opens (a file under public/files/). */
    brochure: sitePath("/files", "pdf").optional(),
    // Translated: each language's file.
    tagline: text,
    description: z.string().trim().min(120),
    /** The home card's own cut of the description, ending in … (spec 2.3); else the first 120 characters. */
    preview: z.string().trim().min(1).max(123).optional(),
    highlights: z.array(text).length(4),
    origin: text,
    /** Words the site search finds the brand by, besides its name and texts. */
    searchKeywords: texts,
    meta: z.strictObject({ title: text.max(70), description: z.string().trim().min(70).max(200), keywords: z.array(text).min(3) }),
    hero: z.strictObject({
      badge: text,
      /** First line of the heading, usually the brand's name. */
      title: text,
      subtitle: text,
      intro: text,
      /** The film's name and description for its structured data (a `video` or `embed` hero). */
      film: z.strictObject({ name: text, description: text }).optional(),
    }),
    showcase: z
      .strictObject({
        title: text,
        paragraphs: texts,
        listTitle: text,
        list: texts,
        image: illustration,
        /** Subject the /contact form is opened with ('Contact for Pricing'). */
        pricingSubject: text.max(120),
        brochureLabel: text,
      })
      .optional(),
    categories: z.strictObject({ title: text, intro: text, items: z.array(category).min(1).max(12) }),
    story: z.strictObject({
      title: text,
      paragraphs: texts,
      partnership: z.strictObject({ title: text, paragraphs: texts }),
    }),
    heritage: z
      .strictObject({
        title: text,
        intro: text,
        stats: z
          .array(z.strictObject({ value: text, label: text }))
          .min(1)
          .max(4),
        paragraphs: z.array(text),
      })
      .optional(),
    // Spec 2.8 and 9: four feature cards, four slides on phones.
    features: z.strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ icon: z.enum(iconNames), title: text, description: text })).length(4),
    }),
    /** The embedded dealer locator (Norcool, spec 2.9). */
    dealers: z.strictObject({ title: text, intro: text }).optional(),
    contact: z.strictObject({ title: text, text }),
  })
  .superRefine((b, ctx) => {
    if (b.preview !== undefined && !b.description.startsWith(b.preview.replace(/…$/, "")))
      ctx.addIssue({
        code: "custom",
        path: ["preview"],
        message: "a brand's preview is a cut of its description: the description's opening words, then …",
      });
    if ((b.heroMedia.kind === "image") !== (b.hero.film === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["hero", "film"],
        message: "a hero with a film (heroMedia.kind video or embed) names it here (name, description); a still picture has none",
      });
    if (b.showcase && !b.brochure)
      ctx.addIssue({ code: "custom", path: ["brochure"], message: "a showcase links a brochure: name its file under public/files/" });
  });

export type BrandFile = z.infer<typeof brandFileSchema>;
