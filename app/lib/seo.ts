import type { MetaDescriptor } from "react-router";
import { brandNames } from "~/content/brand-names";
import { site } from "~/content/site";
import { buildMeta, type PageMeta, type SiteMetaDefaults } from "./meta";

/** Site-wide defaults for the metadata builder, from the site configuration. */
export const siteMetaDefaults: SiteMetaDefaults = {
  url: site.url,
  name: site.name,
  image: "/images/social-default.png",
  imageAlt: `${site.name}: premium home and kitchen appliances for the Benelux and Germany`,
  keywords: ["premium appliances", "importer", "distributor", "Benelux", "Germany", ...brandNames.map((b) => b.name)],
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
        target: { "@type": "EntryPoint", urlTemplate: `${site.url}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ],
};

/** Metadata for a page of this site: the builder with the site's defaults. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  return buildMeta(siteMetaDefaults, page);
}
