import type { BrandLink } from "./brands";
import { brandNavLinks, type NavLink } from "./navigation";
import { site } from "./company.server";

/**
 * Copy of the /sitemap page (spec 2.1): its metadata, heading and the labels of its link
 * groups, in content/pages/sitemap.yml (read and checked by ./i18n/pages.server.ts
 * and ./pages.schema.server.ts); `sitemapGroups` pairs them with their addresses. The
 * route's loader picks one by language.
 */
export interface SitemapCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  /** `jump` names the hero's links to the groups below. */
  hero: { title: string; intro: string; jump: string };
  groups: {
    main: { title: string; home: string; about: string; news: string; contact: string; becomeDealer: string; requestAccess: string };
    brands: { title: string };
    service: { title: string; request: string; warranty: string; manuals: string; downloads: string };
    legal: { title: string; terms: string; privacy: string; returns: string; shipping: string; cookies: string };
    external: { title: string; login: string; register: string; network: string };
  };
}

export interface SitemapGroup {
  title: string;
  links: readonly NavLink[];
}

/** The page's link groups (spec 2.1): every page, the portal and the network. */
export function sitemapGroups(
  { main, brands, service, legal, external }: SitemapCopy["groups"],
  brandLinks: readonly BrandLink[],
): SitemapGroup[] {
  return [
    {
      title: main.title,
      links: [
        { label: main.home, to: "/" },
        { label: main.about, to: "/about" },
        { label: main.news, to: "/news" },
        { label: main.contact, to: "/contact" },
        { label: main.becomeDealer, to: "/become-dealer" },
        { label: main.requestAccess, to: "/request-access" },
      ],
    },
    { title: brands.title, links: brandNavLinks(brandLinks) },
    {
      title: service.title,
      links: [
        { label: service.request, to: "/service-request" },
        { label: service.warranty, to: "/warranty" },
        { label: service.manuals, to: "/manuals" },
        { label: service.downloads, to: "/downloads" },
      ],
    },
    {
      title: legal.title,
      links: [
        { label: legal.terms, to: "/general-terms-conditions" },
        { label: legal.privacy, to: "/privacy" },
        { label: legal.returns, to: "/return-policy" },
        { label: legal.shipping, to: "/shipping" },
        { label: legal.cookies, to: "/cookies" },
      ],
    },
    {
      title: external.title,
      links: [
        { label: external.login, to: site.portal.login, external: true },
        { label: external.register, to: site.portal.register, external: true },
        { label: external.network, to: site.professionalNetwork, external: true },
      ],
    },
  ];
}
