import type { MetaDescriptor } from "react-router";
import { alternatePaths, langFromPath, localizePath, ogLocales, type Lang } from "./i18n";

/**
 * The one metadata builder every route uses (spec 2.1; STYLE.md 4): title, description,
 * keywords, canonical from the configured site address (never the request host), Open
 * Graph, Twitter, robots and JSON-LD. Site defaults first, then the page's values.
 */
export interface SiteMetaDefaults {
  url: string;
  name: string;
  /** Absolute path of the default social image. */
  image: string;
  imageAlt: string;
  /** Keywords of a page that names none of its own (spec 2.1: every page sets keywords). */
  keywords: readonly string[];
  /** Site-wide JSON-LD (Organization, WebSite) added to every page. */
  jsonLd: readonly object[];
}

export interface PageMeta {
  title: string;
  description: string;
  /**
   * Path of the page, e.g. "/about" (or "/nl/about"); the canonical link is built from it in
   * the page's language, and the alternates from it in every language.
   */
  path: string;
  /** The page's language; the path's when not given. */
  lang?: Lang;
  keywords?: readonly string[];
  image?: string;
  imageAlt?: string;
  /** Open Graph type; 'website' when not given (spec 2.1). */
  type?: "website" | "article";
  noIndex?: boolean;
  jsonLd?: readonly object[];
}

export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** JSON-LD types that are creative works, so say their language (schema.org inLanguage). */
const creativeWorks = new Set([
  "WebSite",
  "WebPage",
  "Article",
  "NewsArticle",
  "BlogPosting",
  "VideoObject",
  "AboutPage",
  "ContactPage",
  "CollectionPage",
]);

export function buildMeta(defaults: SiteMetaDefaults, page: PageMeta): MetaDescriptor[] {
  const lang = page.lang ?? langFromPath(page.path);
  const bare = page.path === "/" ? "/" : page.path.replace(/\/+$/, "");
  const canonical = absoluteUrl(defaults.url, localizePath(bare, lang));
  const image = absoluteUrl(defaults.url, page.image ?? defaults.image);
  const imageAlt = page.image ? (page.imageAlt ?? page.title) : defaults.imageAlt;
  const title = page.title.includes(defaults.name) ? page.title : `${page.title} | ${defaults.name}`;
  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  meta.push(
    { name: "keywords", content: (page.keywords?.length ? page.keywords : defaults.keywords).join(", ") },
    { tagName: "link", rel: "canonical", href: canonical },
    // The same page in every language, and English as the default (PRODUCT.md 19).
    ...alternatePaths(bare).map(([hrefLang, path]): MetaDescriptor => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href: absoluteUrl(defaults.url, path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(defaults.url, localizePath(bare, "en")) },
    { name: "robots", content: page.noIndex ? "noindex, nofollow" : "index, follow" },
    { property: "og:site_name", content: defaults.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: ogLocales[lang] },
    ...Object.entries(ogLocales)
      .filter(([l]) => l !== lang)
      .map(([, locale]): MetaDescriptor => ({ property: "og:locale:alternate", content: locale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  for (const data of [...defaults.jsonLd, ...(page.jsonLd ?? [])]) {
    const type = (data as { "@type"?: unknown })["@type"];
    const inLanguage = typeof type === "string" && creativeWorks.has(type) && !("inLanguage" in data) ? { inLanguage: lang } : {};
    meta.push({ "script:ld+json": { ...data, ...inLanguage } });
  }
  return meta;
}

/** BreadcrumbList JSON-LD from (name, path) pairs, home first. */
export function breadcrumbJsonLd(base: string, items: readonly { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(base, item.path),
    })),
  };
}

export interface VideoMeta {
  name: string;
  description: string;
  thumbnail: string;
  contentUrl: string;
  embedUrl: string;
  /** Spec 2.1: upload date 2025-01-01 unless the content says otherwise. */
  uploadDate?: string;
}

export function videoJsonLd(base: string, video: VideoMeta): object {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.name,
    description: video.description,
    thumbnailUrl: absoluteUrl(base, video.thumbnail),
    uploadDate: video.uploadDate ?? "2025-01-01",
    contentUrl: absoluteUrl(base, video.contentUrl),
    embedUrl: video.embedUrl,
  };
}
