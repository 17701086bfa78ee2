/**
 * What a news card and an article page show: the frontmatter of a file in ./news, as
 * news.server.ts checks it. A module of its own so components, which reach the browser,
 * can name the type without importing the server-only parser (eslint.config.js).
 */
import type { newsCategories } from "./news-pages";

export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  category: (typeof newsCategories)[number];
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  readTime: number;
  featured: boolean;
}
