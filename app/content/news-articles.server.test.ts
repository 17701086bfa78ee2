import { describe, expect, it } from "vitest";
import { ContentError, createContent } from "./load.server";
import { loadArticles } from "./news.server";
import type { PhotoFacts } from "./photos";

/** content/news/ as an editor writes it: four files an article, checked by ./news.server.ts. */
const languages = ["en", "nl", "de", "fr"] as const;
type Lang = (typeof languages)[number];

function article(slug: string, lang: Lang, fields: Record<string, string | number | boolean> = {}, body = `The text, ${lang}.`) {
  const frontmatter = {
    id: slug,
    slug,
    title: `Title ${lang}`,
    excerpt: `Excerpt ${lang}`,
    image: `/images/news/${slug}.svg`,
    imageAlt: `Alt ${lang}`,
    category: "Company News",
    publishDate: "2025-02-01",
    readTime: 1,
    ...fields,
  };
  const yaml = Object.entries(frontmatter)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n");
  return { [`/content/news/${slug}.${lang}.md`]: `---\n${yaml}\n---\n\n${body}\n` };
}

const inEveryLanguage = (slug: string, fields: Record<string, string | number | boolean> = {}) =>
  Object.assign({}, ...languages.map((lang) => article(slug, lang, fields))) as Record<string, string>;

const photos: Record<string, PhotoFacts> = {
  "showroom.jpg": { width: 2400, height: 1600, widths: [480, 768, 1080, 1440, 1920, 2400], color: "#556677", sha256: "x" },
  "small.jpg": { width: 1000, height: 700, widths: [480, 768, 1000], color: "#000000", sha256: "y" },
};

const load = (files: Record<string, string>) => loadArticles(createContent(files), photos);

function problems(files: Record<string, string>): readonly string[] {
  try {
    load(files);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("news articles from content/news/", () => {
  it("reads every article found in the folder, newest first, the same order in every language", () => {
    const byLang = load({
      ...inEveryLanguage("older", { publishDate: "2024-12-01" }),
      ...inEveryLanguage("newer", { publishDate: "2025-03-01" }),
    });
    for (const lang of languages) expect(byLang[lang].map((a) => a.slug)).toEqual(["newer", "older"]);
    expect(byLang.de[0]).toMatchObject({ title: "Title de", body: "The text, de.", featured: false });
  });

  it("shows a photo from photos/ as a responsive picture, named by its copy in structured data", () => {
    const files = inEveryLanguage("launch", { image: "", photo: "showroom.jpg" });
    const [en] = load(files).en;
    expect(en!.photo).toEqual({
      src: "/images/photos/showroom",
      widths: [480, 768, 1080, 1440, 1920, 2400],
      formats: ["avif", "webp"],
      width: 2400,
      height: 1600,
      placeholder: "#556677",
    });
    expect(en!.image).toBe("/images/photos/showroom-1440.webp");
    // A drawing's article has no photo key at all (its page data stays as it was).
    expect(Object.keys(load(inEveryLanguage("drawn")).en[0]!)).not.toContain("photo");
  });

  it("refuses a photo that is not in photos/ or smaller than the 1200×675 picture, naming the file", () => {
    expect(problems(inEveryLanguage("a", { image: "", photo: "missing.jpg" }))[0]).toBe(
      "content/news/a.en.md (English): photo: photos/missing.jpg is not there: add the file, or name one that is",
    );
    expect(problems(inEveryLanguage("a", { image: "", photo: "small.jpg" }))).toContain(
      "content/news/a.en.md (English): photo: photos/small.jpg is 1000×700 px; an article's photo needs at least 1200×675 px",
    );
    expect(problems(inEveryLanguage("a", { photo: "showroom.jpg" }))[0]).toMatch(
      /^content\/news\/a\.en\.md \(English\): photo: give either image .* or photo .*, one of the two$/,
    );
  });

  it("refuses a missing translation, naming the file to add", () => {
    const files = inEveryLanguage("launch");
    delete files["/content/news/launch.fr.md"];
    expect(problems(files)).toEqual(["content/news/launch.fr.md is missing: the French translation of content/news/launch.en.md"]);
  });

  it("refuses a translation whose facts differ from English, a slug that is not the file name, and a shared id", () => {
    const files = {
      ...inEveryLanguage("launch"),
      ...article("launch", "nl", { publishDate: "2025-02-02" }),
      ...article("launch", "de", { image: "/images/news/launch-de.svg" }),
      ...article("launch", "fr", { slug: "lancement" }),
      ...inEveryLanguage("other", { id: "launch" }),
    };
    expect(problems(files)).toEqual([
      'content/news/launch.fr.md: slug: "lancement" differs from the file name; write slug: launch',
      'content/news/launch.nl.md: publishDate must equal the English article\'s ("2025-02-01"); only title, excerpt, imageAlt and the text are translated',
      'content/news/launch.de.md: image must equal the English article\'s ("/images/news/launch.svg"); only title, excerpt, imageAlt and the text are translated',
      'content/news/launch.fr.md: slug must equal the English article\'s ("launch"); only title, excerpt, imageAlt and the text are translated',
      'content/news/other.en.md: id: "launch" is already the id of content/news/launch.en.md',
    ]);
  });

  it("refuses an article without text or with a wrong field", () => {
    const files = { ...inEveryLanguage("launch"), ...article("launch", "nl", { category: "Gossip" }, "") };
    expect(problems(files)).toEqual([
      "nl: content/news/launch.nl.md: body is empty",
      expect.stringMatching(/^content\/news\/launch\.nl\.md \(Dutch\): category: /),
      "content/news/launch.nl.md (Dutch): body: the article has no text",
    ]);
  });
});
