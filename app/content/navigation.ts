import { brandNames } from "./brand-names";
import { site } from "./site";

/** Navigation of the shell (spec 2.2) and the /sitemap page (spec 2.1). */
export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export const serviceMenu: readonly NavLink[] = [
  { label: "Service Request", to: "/service-request" },
  { label: "Warranty Terms", to: "/warranty" },
  { label: "General Terms & Conditions", to: "/general-terms-conditions" },
  { label: "Manuals", to: "/manuals" },
];

export const desktopTopLinks = {
  before: [
    { label: "About us", to: "/about" },
    { label: "News", to: "/news" },
  ],
  serviceLabel: "Service & Support",
  after: [
    { label: "Downloads", to: "/downloads" },
    { label: "Contact", to: "/contact" },
  ],
  login: { label: "Log in", to: site.portal.login, external: true },
} as const satisfies {
  before: readonly NavLink[];
  serviceLabel: string;
  after: readonly NavLink[];
  login: NavLink;
};

export const brandLinks: readonly NavLink[] = brandNames.map((b) => ({ label: b.name, to: `/brands/${b.slug}` }));

/** The mobile menu's Navigation list; Terms links the canonical path (PRODUCT.md 1). */
export const mobileNav: readonly NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "News", to: "/news" },
  { label: "Contact", to: "/contact" },
  { label: "Service Request", to: "/service-request" },
  { label: "Warranty Terms", to: "/warranty" },
  { label: "Terms & Conditions", to: "/general-terms-conditions" },
  { label: "Manuals", to: "/manuals" },
  { label: "Downloads", to: "/downloads" },
];

export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  { title: "Our Brands", links: brandLinks },
  {
    title: "Company",
    links: [
      { label: "Brands", to: "/#brands" },
      { label: "About Us", to: "/about" },
      { label: "Contact", to: "/contact" },
      { label: "Sitemap", to: "/sitemap" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "General Terms & Conditions", to: "/general-terms-conditions" },
      { label: "Return Policy", to: "/return-policy" },
      { label: "Shipping", to: "/shipping" },
      { label: "Cookies", to: "/cookies" },
    ],
  },
  {
    title: "Dealers",
    links: [
      { label: "Dealer Login", to: site.portal.login, external: true },
      { label: "Become a Dealer", to: site.portal.register, external: true },
      { label: "Dealer information", to: "/become-dealer" },
    ],
  },
];

/** Link groups of the /sitemap page (spec 2.1). */
export const sitemapGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Main Pages",
    links: [
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
      { label: "News", to: "/news" },
      { label: "Contact", to: "/contact" },
      { label: "Become a Dealer", to: "/become-dealer" },
      { label: "Request Dealer Access", to: "/request-access" },
    ],
  },
  { title: "Our Brands", links: brandLinks },
  {
    title: "Service & Support",
    links: [
      { label: "Service Request", to: "/service-request" },
      { label: "Warranty Terms", to: "/warranty" },
      { label: "Manuals", to: "/manuals" },
      { label: "Downloads", to: "/downloads" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "General Terms & Conditions", to: "/general-terms-conditions" },
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Return Policy", to: "/return-policy" },
      { label: "Shipping", to: "/shipping" },
      { label: "Cookies", to: "/cookies" },
    ],
  },
  {
    title: "External",
    links: [
      { label: "Dealer Portal Login", to: site.portal.login, external: true },
      { label: "Dealer Registration", to: site.portal.register, external: true },
      { label: "Professional Network", to: site.professionalNetwork, external: true },
    ],
  },
];
