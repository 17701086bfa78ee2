import type { MetaDescriptor } from "react-router";
import { brandLinks } from "~/content/brands.server";
import { pagesFor } from "~/content/i18n/pages.server";
import { uiTexts } from "~/content/i18n/ui.server";
import type { Pages } from "~/content/pages";
import { site } from "~/content/company.server";
import { localizePath, type Lang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { breadcrumbJsonLd, buildMeta, type PageMeta, type SiteMetaDefaults } from "~/lib/meta";

/**
 * A page's metadata is made on the server, by its loader, and travels with its data: the
 * browser's code only reads it (app/lib/route-meta.ts), so the builder, the site's JSON-LD
 * and the texts they use are not part of any page's script.
 */

/** Site-wide defaults for the metadata builder in a language, from the site configuration. */
function siteMetaDefaults(lang: Lang): SiteMetaDefaults {
  const texts = uiTexts[lang].siteMeta;
  return {
    url: site.url,
    name: site.name,
    image: "/images/social-default.png",
    imageAlt: fill(texts.imageAlt, { name: site.name }),
    keywords: [...texts.keywords, ...brandLinks.map((b) => b.name)],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        legalName: site.legalName,
        url: site.url,
        logo: `${site.url}/images/logo.png`,
        email: site.email,
        telephone: site.phoneHref.replace("tel:", ""),
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          postalCode: site.address.postalCode,
          addressLocality: site.address.city,
          addressCountry: "NL",
        },
        areaServed: ["NL", "BE", "LU", "DE"],
        sameAs: [site.professionalNetwork],
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.name,
        url: site.url,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${site.url}${localizePath("/search", lang)}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

/** A page's metadata as a loader gives it: in the page's language, which it is built in. */
export interface SitePageMeta extends Omit<PageMeta, "lang"> {
  /** The steps after Home of the page's BreadcrumbList (English paths); without, it has none. */
  crumbs?: readonly { name: string; path: string }[];
}

/** Metadata for a page of this site: the builder with the site's defaults, in the page's language. */
export function pageMeta(lang: Lang, { crumbs, ...page }: SitePageMeta): MetaDescriptor[] {
  const jsonLd = crumbs ? [...(page.jsonLd ?? []), breadcrumbs(lang, crumbs)] : page.jsonLd;
  return buildMeta(siteMetaDefaults(lang), { ...page, jsonLd, lang });
}

/**
 * Metadata of one of the site's own pages (app/content/pages.ts): its title, description and
 * keywords in the language, Home › the page as its breadcrumbs.
 */
export function ownPageMeta(lang: Lang, path: keyof Pages): MetaDescriptor[] {
  const page = pagesFor(lang)[path];
  return pageMeta(lang, { ...page, path, crumbs: [{ name: page.title, path }] });
}

/**
 * A page's BreadcrumbList JSON-LD in its language (PRODUCT.md 19): Home first, named by
 * the language's `common.breadcrumbHome`, then the given steps, every path moved into the
 * page's language ("/about" → "/nl/about").
 */
export function breadcrumbs(lang: Lang, steps: readonly { name: string; path: string }[]): object {
  const home = { name: uiTexts[lang].common.breadcrumbHome, path: "/" };
  return breadcrumbJsonLd(
    site.url,
    [home, ...steps].map((step) => ({ name: step.name, path: localizePath(step.path, lang) })),
  );
}

/**
 * The not-found page's metadata (noindex) at the address asked for, in its language: a
 * loader that answers 404 sends it with the answer, `data({ meta }, { status: 404 })`.
 * An unknown article says so in its description.
 */
export function notFoundMeta(lang: Lang, path: string, { article = false } = {}): MetaDescriptor[] {
  const texts = uiTexts[lang].errorPages.notFound;
  return pageMeta(lang, {
    title: texts.meta.title,
    description: article ? texts.articleDescription : texts.meta.description,
    path,
    noIndex: true,
  });
}
