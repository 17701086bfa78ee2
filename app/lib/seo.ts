import type { MetaDescriptor } from "react-router";
import { brandNames } from "~/content/brand-names";
import { site } from "~/content/site";
import type { SiteMetaCopy } from "~/content/site-meta";
import { localizePath, type Lang } from "./i18n";
import { fill } from "./inline-text";
import { buildMeta, type PageMeta, type SiteMetaDefaults } from "./meta";
import type { RootData } from "./use-ui";

/** Site-wide defaults for the metadata builder in a language, from the site configuration. */
const siteMetaDefaults = (lang: Lang, texts: SiteMetaCopy | undefined): SiteMetaDefaults => ({
  url: site.url,
  name: site.name,
  image: "/images/social-default.png",
  imageAlt: texts ? fill(texts.imageAlt, { name: site.name }) : site.name,
  keywords: [...(texts?.keywords ?? []), ...brandNames.map((b) => b.name)],
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
});

/**
 * Metadata for a page of this site: the builder with the site's defaults, in the page's
 * language. The language and the site's own texts come from the root route's data, which
 * every route's `meta` receives in `matches`.
 */
export function pageMeta(page: PageMeta, matches: readonly unknown[]): MetaDescriptor[] {
  const root = rootData(matches);
  const lang = page.lang ?? root?.lang ?? "en";
  return buildMeta(siteMetaDefaults(lang, root?.ui.siteMeta), { ...page, lang });
}

/** The root route's data among a meta function's matches (app/root.tsx). */
export function rootData(matches: readonly unknown[]): RootData | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as { data?: RootData } | undefined;
  return root?.data;
}
