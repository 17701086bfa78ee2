/**
 * What a news card and an article page show: the frontmatter of a file in content/news/, as
 * news.server.ts checks it. A module of its own so components, which reach the browser,
 * can name the type without importing the server-only parser (eslint.config.js).
 */
import type { ResponsiveImage } from "../lib/responsive-image";
import type { newsCategories } from "./news-pages";

export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The picture's address: the drawing's path, or the photo's copy that structured data names. */
  image: string;
  /** The article's photo (photos/), when it names one instead of a drawing: its copies at every width. */
  photo?: ResponsiveImage;
  imageAlt: string;
  category: (typeof newsCategories)[number];
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  /**
   * `publishDate` as the page's language writes it ("15 Jan 2025", "15. Jan. 2025"), made by
   * the server with the page's data: the month names of four languages are no part of the
   * pages' code.
   */
  date: string;
  readTime: number;
  featured: boolean;
}
