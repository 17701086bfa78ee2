import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * News articles: markdown files in ./news with checked frontmatter (STYLE.md 6).
 * A wrong field fails the build, not the visitor. Server-only: pages get articles
 * through their loaders, so neither the markdown nor its parser reaches the browser.
 */
const frontmatterSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  image: z.string().startsWith("/"),
  imageAlt: z.string().min(1),
  category: z.enum(["Industry Trends", "Product Innovation", "Company News"]),
  publishDate: z.iso.date(),
  readTime: z.number().int().positive(),
  featured: z.boolean().default(false),
});

export type NewsItem = z.infer<typeof frontmatterSchema>;
export interface Article extends NewsItem {
  markdown: string;
}

const files = import.meta.glob<string>("./news/*.md", { query: "?raw", import: "default", eager: true });

function parseArticle(path: string, raw: string): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${path}: missing frontmatter`);
  const result = frontmatterSchema.safeParse(parseYaml(match[1]!));
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  return { ...result.data, markdown: match[2]!.trim() };
}

/** Newest first. */
export const articles: readonly Article[] = Object.entries(files)
  .map(([path, raw]) => parseArticle(path, raw))
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate));

if (new Set(articles.map((a) => a.slug)).size !== articles.length) {
  throw new Error("news: two articles share a slug");
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

/** Card data without the body, for lists. */
export function newsItems(): NewsItem[] {
  return articles.map(({ markdown: _markdown, ...item }) => item);
}
