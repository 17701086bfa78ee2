import { languages, type Lang } from "../lib/i18n";
import type { BrandPage, HeroPoster, PageImage } from "./brand-pages/types";
import { brandCardIn, type Brand, type BrandCardData, type BrandLink } from "./brands";
import { brandFileSchema, brandUntranslated, type BrandFile } from "./brands.schema.server";
import { fillCompanyValues } from "./company-values.server";
import { ContentError, createContent, content } from "./load.server";
import { rasterArtSizes } from "./raster-art";

/**
 * The brands collection: content/brands/<slug>.<lang>.yml, one entry a brand with its
 * record (home card, search, structured data) and its page's texts, in every language
 * (README, "Changing content"; docs/decisions/0022-content-as-data.md). Everything that
 * lists the brands takes them from here, in their `order`: the header, menus and footer,
 * the home cards, the brand pages and their prerender list, the forms' brand choices, the
 * search index, the sitemap and the counts. A brand is added by adding its four files (and
 * its pictures); no code names one.
 */
export interface BrandEntry {
  slug: string;
  order: number;
  /** The entry's record and page in each language. */
  brand: Record<Lang, Brand>;
  page: Record<Lang, BrandPage>;
  searchKeywords: Record<Lang, string[]>;
  /** Name as the dealer form's list spells it (spec 5). */
  dealerFormName: string;
  /** Every picture and film the entry names, by site path, for the build's check that each is there (scripts/generate-files.ts). */
  files: { path: string; source: string; minWidth?: number; minHeight?: number }[];
}

const slugRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A hero poster's two cuts, at the sizes the page declares (and the files must at least have). */
const posterSizes = { phone: { width: 540, height: 960 }, wide: { width: 1600, height: 900 } } as const;

/**
 * A film's ID may be set at build time instead (`PUBLIC_<SLUG>_VIDEO_ID`, e.g.
 * PUBLIC_PEVINO_VIDEO_ID), like the company's details (PRODUCT.md 5).
 */
type Env = Record<string, string | boolean | undefined>;

function videoIdFor(slug: string, written: string, env: Env): string {
  const set = env[`PUBLIC_${slug.toUpperCase().replaceAll("-", "_")}_VIDEO_ID`];
  return typeof set === "string" && set ? set : written;
}

/** A company value a brand page names as well: the dealers on the map (`{dealerCount}`). */
type Fill = (value: unknown, lang: Lang) => unknown;

function illustration(image: { src: string; alt: string }): PageImage {
  const { width, height } = rasterArtSizes.illustration;
  return { src: image.src, alt: image.alt, width, height };
}

function poster(p: { phone: string; wide: string; focusX: number }): HeroPoster {
  return { focusX: p.focusX, phone: { src: p.phone, ...posterSizes.phone }, wide: { src: p.wide, ...posterSizes.wide } };
}

function recordOf(slug: string, b: BrandFile): Brand {
  return {
    slug,
    name: b.name,
    popupName: b.popupName ?? b.name,
    tagline: b.tagline,
    description: b.description,
    ...(b.preview === undefined ? {} : { preview: b.preview }),
    highlights: b.highlights as Brand["highlights"],
    origin: b.origin,
    logo: b.logo,
    ...(b.productImage ? { productImage: b.productImage } : {}),
    gradient: b.gradient,
    partnerSince: b.partnerSince,
    countries: b.countries,
    website: b.website,
  };
}

function pageOf(slug: string, b: BrandFile, env: Env): BrandPage {
  const m = b.heroMedia;
  const film = b.hero.film ?? { name: "", description: "" };
  const media: BrandPage["hero"]["media"] =
    m.kind === "image"
      ? { kind: "image", poster: poster(m.poster) }
      : m.kind === "video"
        ? {
            kind: "video",
            poster: poster(m.poster),
            sources: m.video.map((src) => ({ src, type: src.endsWith(".webm") ? "video/webm" : "video/mp4" })),
            name: film.name,
            description: film.description,
          }
        : {
            kind: "embed",
            poster: poster(m.poster),
            videoId: videoIdFor(slug, m.videoId, env),
            name: film.name,
            description: film.description,
          };
  const { film: _film, ...hero } = b.hero;
  const showcase = b.showcase;
  return {
    slug,
    meta: b.meta,
    hero: { ...hero, media },
    ...(showcase
      ? {
          showcase: {
            title: showcase.title,
            paragraphs: showcase.paragraphs,
            listTitle: showcase.listTitle,
            list: showcase.list,
            image: illustration(showcase.image),
            pricingSubject: showcase.pricingSubject,
            brochure: { href: b.brochure!, label: showcase.brochureLabel },
          },
        }
      : {}),
    categories: {
      title: b.categories.title,
      intro: b.categories.intro,
      items: b.categories.items.map((c) => ({
        name: c.name,
        description: c.description,
        images: c.images.map(illustration) as [PageImage, ...PageImage[]],
        link: { href: c.link?.href ?? b.website, ...(c.link?.label ? { label: c.link.label } : {}) },
      })),
    },
    story: {
      title: b.story.title,
      paragraphs: b.story.paragraphs,
      partnership: { ...b.story.partnership, ...(b.partnershipYear === undefined ? {} : { since: b.partnershipYear }) },
    },
    ...(b.heritage ? { heritage: b.heritage } : {}),
    features: b.features as BrandPage["features"],
    ...(b.dealers ? { dealers: b.dealers } : {}),
    contact: b.contact,
  };
}

function filesOf(slug: string, b: BrandFile): BrandEntry["files"] {
  const source = `content/brands/${slug}.en.yml`;
  const m = b.heroMedia;
  const pictures = [b.showcase?.image, ...b.categories.items.flatMap((c) => c.images)].flatMap((i) => (i ? [i.src] : []));
  return [
    { path: b.logo, source },
    ...(b.productImage ? [{ path: b.productImage, source }] : []),
    { path: m.poster.phone, source, minWidth: posterSizes.phone.width, minHeight: posterSizes.phone.height },
    { path: m.poster.wide, source, minWidth: posterSizes.wide.width, minHeight: posterSizes.wide.height },
    ...(m.kind === "video" ? m.video.map((path) => ({ path, source })) : []),
    ...(b.brochure ? [{ path: b.brochure, source }] : []),
    ...[...new Set(pictures)].map((path) => ({ path, source: `content/brands/${slug}.<lang>.yml` })),
  ];
}

/**
 * Reads and checks the brands of a content folder (the site's, or a test's own): every
 * entry in each language, in `order`, each order and slug once, and every brand page's
 * link to another brand's page to a brand that exists.
 */
export function readBrands(reader: ReturnType<typeof createContent>, fill: Fill, env: Env = {}): BrandEntry[] {
  const entries = reader.readTranslatedCollection<BrandFile>("brands", brandFileSchema, { untranslated: brandUntranslated, fill });
  const problems: string[] = [];
  for (const { name } of entries)
    if (!slugRe.test(name))
      problems.push(
        `content/brands/${name}.en.yml: a brand's file name is its page's address, in lower case letters, digits and hyphens (content/brands/winemaster.en.yml)`,
      );
  const byOrder = new Map<number, string>();
  for (const { name, texts } of entries) {
    const other = byOrder.get(texts.en.order);
    if (other !== undefined)
      problems.push(
        `content/brands/${name}.en.yml: order: ${texts.en.order} is content/brands/${other}.en.yml's place too; give each brand its own`,
      );
    byOrder.set(texts.en.order, name);
  }
  const slugs = new Set(entries.map((e) => e.name));
  for (const { name, texts } of entries)
    for (const lang of languages)
      texts[lang].categories.items.forEach((c, i) => {
        const target = /^\/brands\/([^/]+)$/.exec(c.link?.href ?? "")?.[1];
        if (target !== undefined && !slugs.has(target))
          problems.push(
            `content/brands/${name}.${lang}.yml: categories.items.${i}.link.href: there is no brand "${target}" (content/brands/${target}.en.yml)`,
          );
      });
  if (problems.length) throw new ContentError(problems);
  return entries
    .map(({ name: slug, texts }): BrandEntry => {
      const en = texts.en;
      const each = <T>(make: (b: BrandFile, lang: Lang) => T) =>
        Object.fromEntries(languages.map((l) => [l, make(texts[l], l)])) as Record<Lang, T>;
      return {
        slug,
        order: en.order,
        brand: each((b) => recordOf(slug, b)),
        page: each((b) => pageOf(slug, b, env)),
        searchKeywords: each((b) => b.searchKeywords),
        dealerFormName: en.dealerFormName ?? en.name,
        files: filesOf(slug, en),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** The site's brands, in their order. */
export const brandEntries: readonly BrandEntry[] = readBrands(content, fillCompanyValues, import.meta.env);

/** Every brand's slug (its page's address, /brands/<slug>), in the brands' order. */
export const brandSlugs: readonly string[] = brandEntries.map((e) => e.slug);

/** What every page's header, menus, footer and forms need of each brand (the root loader sends it). */
export const brandLinks: readonly BrandLink[] = brandEntries.map((e) => ({
  slug: e.slug,
  name: e.brand.en.name,
  dealerFormName: e.dealerFormName,
}));

const records: Record<Lang, readonly Brand[]> = Object.fromEntries(
  languages.map((lang) => [lang, brandEntries.map((e) => e.brand[lang])]),
) as unknown as Record<Lang, readonly Brand[]>;

/** The brand records with their texts in a language, in the brands' order. */
export function brandsFor(lang: Lang): readonly Brand[] {
  return records[lang];
}

export function findBrandFor(slug: string, lang: Lang): Brand | undefined {
  return records[lang].find((b) => b.slug === slug);
}

export function findBrandPageFor(slug: string, lang: Lang): BrandPage | undefined {
  return brandEntries.find((e) => e.slug === slug)?.page[lang];
}

/** The words the site search finds each brand by, in a language, by slug. */
export function brandSearchKeywordsFor(lang: Lang): Record<string, string[]> {
  return Object.fromEntries(brandEntries.map((e) => [e.slug, e.searchKeywords[lang]]));
}

/** The home page's brand cards in a language (spec 2.3 and 3), with the country names in that language. */
export function brandCardsIn(
  lang: Lang,
  countries: Parameters<typeof brandCardIn>[1],
  places: Parameters<typeof brandCardIn>[2],
): BrandCardData[] {
  return records[lang].map((b) => brandCardIn(b, countries, places));
}
