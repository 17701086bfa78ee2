import type { BrandLink } from "./brands";
import type { Site } from "./company";

/** A link of a menu, a page or the /sitemap page: an English path (PRODUCT.md 19) or an address elsewhere. */
export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

/**
 * The labels of the shell's menus (spec 2.2), per menu: the spec words some links
 * differently in the desktop and the mobile menu. The texts of each language are in
 * ./interface/<lang>.ts (`navigation`); `shellLinks` pairs each label with its address.
 */
export interface NavigationCopy {
  top: { about: string; news: string; service: string; downloads: string; contact: string; login: string };
  service: { request: string; warranty: string; terms: string; manuals: string };
  mobile: {
    about: string;
    news: string;
    contact: string;
    serviceRequest: string;
    warranty: string;
    terms: string;
    manuals: string;
    downloads: string;
  };
  footer: {
    brands: string;
    company: { title: string; brands: string; about: string; contact: string; sitemap: string };
    legal: { title: string; privacy: string; terms: string; returns: string; shipping: string; cookies: string };
    dealers: { title: string; login: string; register: string; info: string };
  };
}

/** The brand pages' links (content/brands/, in their order); brand names are the same in every language. */
export function brandNavLinks(brands: readonly Pick<BrandLink, "slug" | "name">[]): NavLink[] {
  return brands.map((b) => ({ label: b.name, to: `/brands/${b.slug}` }));
}

/** The footer's Brands link: home, then the brands section (spec 2.2). */
export const brandsAnchor = "/#brands";

/**
 * The shell's menus in a language (spec 2.2): each label of `labels` with its English
 * path, which the links put in the page's language, and the dealer portal's addresses
 * (`portal`, the company's details). Terms links the canonical path in both menus
 * (PRODUCT.md 1).
 */
export function shellLinks(labels: NavigationCopy, portal: Site["portal"], brands: readonly BrandLink[]) {
  const { top, service, mobile, footer } = labels;
  const serviceMenu: readonly NavLink[] = [
    { label: service.request, to: "/service-request" },
    { label: service.warranty, to: "/warranty" },
    { label: service.terms, to: "/general-terms-conditions" },
    { label: service.manuals, to: "/manuals" },
  ];
  const desktopTopLinks = {
    before: [
      { label: top.about, to: "/about" },
      { label: top.news, to: "/news" },
    ],
    serviceLabel: top.service,
    after: [
      { label: top.downloads, to: "/downloads" },
      { label: top.contact, to: "/contact" },
    ],
    login: { label: top.login, to: portal.login, external: true },
  } satisfies { before: readonly NavLink[]; serviceLabel: string; after: readonly NavLink[]; login: NavLink };
  const mobileNav: readonly NavLink[] = [
    { label: mobile.about, to: "/about" },
    { label: mobile.news, to: "/news" },
    { label: mobile.contact, to: "/contact" },
    { label: mobile.serviceRequest, to: "/service-request" },
    { label: mobile.warranty, to: "/warranty" },
    { label: mobile.terms, to: "/general-terms-conditions" },
    { label: mobile.manuals, to: "/manuals" },
    { label: mobile.downloads, to: "/downloads" },
  ];
  const { company, legal, dealers } = footer;
  const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
    { title: footer.brands, links: brandNavLinks(brands) },
    {
      title: company.title,
      links: [
        { label: company.brands, to: brandsAnchor },
        { label: company.about, to: "/about" },
        { label: company.contact, to: "/contact" },
        { label: company.sitemap, to: "/sitemap" },
      ],
    },
    {
      title: legal.title,
      links: [
        { label: legal.privacy, to: "/privacy" },
        { label: legal.terms, to: "/general-terms-conditions" },
        { label: legal.returns, to: "/return-policy" },
        { label: legal.shipping, to: "/shipping" },
        { label: legal.cookies, to: "/cookies" },
      ],
    },
    {
      title: dealers.title,
      links: [
        { label: dealers.login, to: portal.login, external: true },
        { label: dealers.register, to: portal.register, external: true },
        { label: dealers.info, to: "/become-dealer" },
      ],
    },
  ];
  return { serviceMenu, desktopTopLinks, mobileNav, footerGroups };
}
