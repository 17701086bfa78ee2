import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uiTexts } from "~/content/i18n/ui.server";
import { alternatePaths, languages, localizePath, prefixedLanguages, type Lang } from "~/lib/i18n";
import { routeEntries, sitemapUrls } from "~/route-registry";
import { startServer, type RunningServer } from "./support/server";

/**
 * Every page of the route table in every language (PRODUCT.md 19; decision 0013), read from
 * the built server's HTML: status, `<html lang>`, a title and description of its own, the
 * canonical to itself, and the complete, reciprocal hreflang set with x-default; the
 * sitemap lists every language with alternates; and no English is left on a Dutch,
 * German or French page.
 */
const englishPages = [
  ...routeEntries.filter((r) => r.localized && r.urls && r.file.endsWith(".tsx")).flatMap((r) => r.urls!),
  "/search?q=norcool",
];
const pages = languages.flatMap((lang) => englishPages.map((path) => ({ lang, path: localizePath(path, lang), english: path })));

let server: RunningServer;
const html = new Map<string, string>();
beforeAll(async () => {
  server = await startServer();
  for (const { path } of pages) {
    const response = await fetch(server.url + path);
    expect(response.status, path).toBe(200);
    html.set(path, await response.text());
  }
}, 120_000);
afterAll(() => server?.stop());

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0");

function head(page: string) {
  const doc = html.get(page)!;
  const links = [...doc.matchAll(/<link [^>]*rel="(?:canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
  return {
    lang: /<html lang="([^"]+)"/.exec(doc)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(doc)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(doc)?.[1] ?? ""),
    robots: /<meta name="robots" content="([^"]*)"/.exec(doc)?.[1],
    canonical: links.filter((l) => attr(l, "rel") === "canonical").map((l) => attr(l, "href")),
    alternates: Object.fromEntries(
      links
        .filter((l) => attr(l, "rel") === "alternate" && attr(l, "hreflang"))
        .map((l) => [attr(l, "hreflang") ?? "", attr(l, "href")] as const),
    ),
  };
}

describe("every page in every language", () => {
  it.each(pages.map((p) => [p.path, p] as const))(
    "%s has its language, its own metadata and every alternate",
    (path, { lang, english }) => {
      const own = head(path);
      const base = new URL(own.canonical[0] ?? "http://x").origin;
      expect(own.lang).toBe(lang);
      const bare = english.split("?")[0]!;
      expect(own.canonical).toEqual([base + localizePath(bare, lang)]);
      expect(own.alternates).toEqual({
        ...Object.fromEntries(alternatePaths(bare).map(([l, p]) => [l, base + p])),
        "x-default": base + bare,
      });
      expect(own.title.length).toBeGreaterThan(3);
      expect(own.description.length).toBeGreaterThan(10);
      // Reciprocal: the English page names this one, and the same robots rule holds.
      const en = head(english);
      expect(en.alternates[lang]).toBe(base + localizePath(bare, lang));
      expect(own.robots).toBe(en.robots);
      // A title may be the same word in both ("Contact", "Downloads"); a description is a sentence.
      if (lang !== "en") expect(own.description, `${path}: description`).not.toBe(en.description);
    },
  );
});

describe("sitemap.xml", () => {
  it("lists every indexable page in every language with its alternates", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((e) => new URL(/<loc>([^<]+)<\/loc>/.exec(e)![1]!).pathname);
    const expected = sitemapUrls().flatMap((p) => languages.map((lang) => localizePath(p, lang)));
    expect(locs.sort()).toEqual(expected.sort());
    for (const entry of entries) {
      const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
      expect(hreflangs).toEqual([...languages, "x-default"]);
    }
    // Pages marked noindex are not listed in any language.
    expect(locs.some((p) => /\/(privacy|cookies|shipping)$/.test(p))).toBe(false);
  });
});

/** Words an English sentence nearly always has and Dutch, German and French text does not. */
const englishWords = /\b(the|and|your|our|with|you|this|that|are|for|from|will|we)\b/gi;
const englishSentence = (text: string) => new Set((text.match(englishWords) ?? []).map((w) => w.toLowerCase())).size >= 2;

/** What a reader sees or hears on the page: text between tags and the texts of alt, aria-label, title and placeholder. */
function readableTexts(doc: string): string[] {
  const body = doc
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<template[\s\S]*?<\/template>/g, " ");
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]+)"/g)].map((m) => m[1]!);
  const text = body.split(/<[^>]+>/);
  return [...attributes, ...text].map((t) => decode(t).replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Every string of a text set, with its key. */
function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${key}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

describe("no English on Dutch, German and French pages", () => {
  it.each(prefixedLanguages.map((lang) => [lang] as const))(
    "%s: every interface text differs from English where English reads as a sentence",
    (lang: Lang) => {
      const own = new Map(strings(uiTexts[lang]));
      const untranslated = strings(uiTexts.en).filter(([key, en]) => englishSentence(en) && own.get(key) === en);
      expect(untranslated.map(([key]) => key)).toEqual([]);
    },
  );

  it.each(prefixedLanguages.map((lang) => [lang] as const))("%s: no page shows an English sentence", (lang: Lang) => {
    const found: string[] = [];
    for (const { path } of pages.filter((p) => p.lang === lang)) {
      for (const text of readableTexts(html.get(path)!)) if (englishSentence(text)) found.push(`${path}: ${text.slice(0, 120)}`);
    }
    expect(found).toEqual([]);
  });
});
