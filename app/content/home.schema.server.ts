import { z } from "zod";
import { brandSlugs } from "./brands.server";
import { checked } from "./copy.schema.server";
import type { HomeContent } from "./home";

/**
 * The check of the home page's copy (content/home/home.yml), used by the content loader (./i18n/pages.server.ts).
 * The counts are the spec's (2.3): three hero stats, three finishes, four key features,
 * three why-choose cards, three dryers, three about stats.
 */
const path = z.string().regex(/^\/[^\s]*$/, "a site path starting with /");
const link = z.object({
  label: z.string().min(1),
  to: z.string().regex(/^(\/|#|https:\/\/)\S*$/, "a path, an #anchor or an https address"),
  external: z.boolean().optional(),
});

const homeImageSchema = z
  .object({
    src: path,
    widths: z.array(z.number().int().positive()).min(1).optional(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  })
  .refine((img) => !img.widths || img.widths.every((w, i, all) => i === 0 || w > all[i - 1]!), "widths smallest first")
  .refine((img) => Boolean(img.widths) || /\.(svg|png|jpe?g|webp|avif)$/.test(img.src), "a single image needs its file extension");

const described = homeImageSchema.refine((img) => img.alt.length > 0, "needs alt text");
const stat = z.object({ value: z.string().min(1), label: z.string().min(1) });

const showcaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  brandSlug: z
    .string()
    .refine((slug) => brandSlugs.includes(slug), `a brand's slug, the name of its file in content/brands/: ${brandSlugs.join(", ")}`),
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(40),
  points: z.array(z.string().min(1)).min(1),
  image: described,
  video: z.object({ webm: path, mp4: path, label: z.string().min(1), largeOnly: z.boolean().optional() }).optional(),
  explore: link.refine((l) => l.to.startsWith("/brands/"), "Explore/Learn More goes to the brand page"),
  contact: link.refine((l) => l.to === "#contact" || l.to === "/contact", "Contact Us (#contact) or Request Information (/contact)"),
  priceLogin: link.optional(),
  tone: z.enum(["light", "dark"]),
});

export const homeSchema = checked<HomeContent>(
  z.looseObject({
    meta: z.object({
      title: z.string().min(10).max(120),
      description: z.string().min(50).max(300),
      keywords: z.array(z.string()).min(3),
    }),
    hero: z.object({
      title: z.string().min(1),
      intro: z.string().min(1),
      dealerLogin: link,
      becomeDealer: link,
      explore: link.refine((l) => l.to === "#brands", "Explore our Brands goes to #brands"),
      stats: z.array(stat).length(3),
      image: homeImageSchema,
      imageSizes: z.string().min(1),
    }),
    showcases: z.object({ norcool: showcaseSchema, thermocold: showcaseSchema, nimo: showcaseSchema, winemaster: showcaseSchema }),
    configurator: z.object({
      finishes: z
        .array(
          z.object({
            id: z.enum(["custom", "stainless", "black"]),
            name: z.string().min(1),
            image: described,
            color: z.string().regex(/^#[0-9a-f]{6}$/i),
            description: z.string().min(1),
          }),
        )
        .length(3)
        .refine((list) => list[0]?.id === "custom", "starts at custom (spec 4)")
        .refine((list) => new Set(list.map((f) => f.id)).size === 3, "one of each finish"),
      demoVideo: z.object({
        path,
        title: z.string().min(1),
        button: z.string().min(1),
        close: z.string().min(1),
        failed: z.string().min(1),
      }),
      features: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(4),
    }),
    whyChooseUs: z.object({
      cards: z.array(z.object({ title: z.string().min(1), text: z.string().min(20) })).length(3),
      link: link.refine((l) => l.to === "/become-dealer", "links to /become-dealer"),
    }),
    dryingSeries: z.object({
      products: z
        .array(
          z.object({
            name: z.string().min(1),
            description: z.string().min(1),
            image: described,
            features: z.array(z.string().min(1)).min(2),
            link: z.url(),
          }),
        )
        .length(3),
      allLink: link.refine((l) => l.to === "/brands/nimo", "links to /brands/nimo"),
    }),
    about: z.object({
      stats: z.array(stat.extend({ text: z.string().min(1) })).length(3),
      mission: z.string().min(20),
      values: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(2),
    }),
  }),
);
