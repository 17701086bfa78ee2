/** The site's own metadata texts: a page's defaults where it sets none (spec 2.1); each language's are in ./interface/<lang>.ts. */
export interface SiteMetaCopy {
  /** `{name}`: the company. Alt text of the default social image. */
  imageAlt: string;
  /** Keywords of a page that names none of its own; the brand names follow them. */
  keywords: string[];
  /** The link that skips the header, first on every page. */
  skipLink: string;
}
