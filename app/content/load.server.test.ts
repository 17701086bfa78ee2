import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, createContent } from "./load.server";

const page = z.object({ title: z.string().min(1), intro: z.string().min(1), points: z.array(z.string()) });

const fourLanguages = (name: string, make: (lang: string) => string) =>
  Object.fromEntries(["en", "nl", "de", "fr"].map((lang) => [`/content/pages/${name}.${lang}.yml`, make(lang)]));

function problems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("the content loader", () => {
  it("reads one entry in every language", () => {
    const content = createContent(fourLanguages("about", (lang) => `title: About ${lang}\nintro: Hi {name}\npoints: [a, b]\n`));
    const about = content.readTranslated("pages", "about", page);
    expect(about.nl.title).toBe("About nl");
    expect(about.fr.points).toEqual(["a", "b"]);
  });

  it("names the file, the language and the field of a problem", () => {
    const content = createContent(fourLanguages("about", (lang) => `title: About\nintro: Hi\npoints: ${lang === "de" ? "7" : "[]"}\n`));
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "de: content/pages/about.de.yml: points is missing",
      expect.stringMatching(/^content\/pages\/about\.de\.yml \(German\): points: /),
    ]);
  });

  it("refuses a missing translation, naming the file to add", () => {
    const files = fourLanguages("about", () => "title: About\nintro: Hi\npoints: []\n");
    delete files["/content/pages/about.nl.yml"];
    expect(problems(() => createContent(files).readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.nl.yml is missing: the Dutch translation of content/pages/about.en.yml",
    ]);
  });

  it("refuses a placeholder mismatch and a shorter list", () => {
    const content = createContent(
      fourLanguages("about", (lang) =>
        lang === "fr" ? "title: À propos\nintro: Bonjour\npoints: [a]\n" : "title: About\nintro: Hi {name}\npoints: [a, b]\n",
      ),
    );
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "fr: content/pages/about.fr.yml: intro has placeholders none, English has {name}",
      "fr: content/pages/about.fr.yml: points has 1 items, English has 2",
      "fr: content/pages/about.fr.yml: points[1] is missing",
    ]);
  });

  it("fills values after comparing the files as written, and checks what it filled", () => {
    const files = fourLanguages(
      "about",
      (lang) => `title: About {companyName}\nintro: ${lang === "nl" ? "Hoi" : "Hi {companyName}"}\npoints: []\n`,
    );
    const fill = (value: unknown, lang: string): unknown => JSON.parse(JSON.stringify(value).replaceAll("{companyName}", `PAD ${lang}`));
    expect(problems(() => createContent(files).readTranslated("pages", "about", page, { fill }))).toEqual([
      "nl: content/pages/about.nl.yml: intro has placeholders none, English has {companyName}",
    ]);
    files["/content/pages/about.nl.yml"] = "title: Over {companyName}\nintro: Hoi {companyName}\npoints: []\n";
    expect(createContent(files).readTranslated("pages", "about", page, { fill }).nl.title).toBe("Over PAD nl");
  });

  it("gives every language the fields written in English only, and refuses a translation that writes one", () => {
    const doc = z.object({ name: z.string().min(1), file: z.string().startsWith("/files/"), order: z.number() });
    const files = fourLanguages("guide", (lang) =>
      lang === "en" ? "name: Guide\nfile: /files/guide.pdf\norder: 2\n" : `name: Guide ${lang}\n`,
    );
    const guide = createContent(files).readTranslated("pages", "guide", doc, { untranslated: ["file", "order"] });
    expect(guide.de).toEqual({ name: "Guide de", file: "/files/guide.pdf", order: 2 });
    files["/content/pages/guide.en.yml"] = "name: Guide\nfile: guide.pdf\norder: 2\n";
    expect(problems(() => createContent(files).readTranslated("pages", "guide", doc, { untranslated: ["file", "order"] }))).toEqual([
      expect.stringMatching(/^content\/pages\/guide\.en\.yml \(English\): file: /),
    ]);
    files["/content/pages/guide.en.yml"] = "name: Guide\nfile: /files/guide.pdf\norder: 2\n";
    files["/content/pages/guide.fr.yml"] = "name: Guide fr\nfile: /files/guide-fr.pdf\n";
    expect(problems(() => createContent(files).readTranslated("pages", "guide", doc, { untranslated: ["file", "order"] }))).toEqual([
      "content/pages/guide.fr.yml: file is written in content/pages/guide.en.yml only, for every language",
    ]);
  });

  it("finds a collection's entries by globbing, a translation without English refused", () => {
    const content = createContent({
      ...fourLanguages("a", () => "title: A\nintro: x\npoints: []\n"),
      "/content/pages/b.nl.yml": "title: B\nintro: x\npoints: []\n",
    });
    expect(problems(() => content.readTranslatedCollection("pages", page))).toEqual([
      "content/pages/b.nl.yml: there is no English b.en.yml beside it",
    ]);
  });

  it("reads language-neutral entries and Markdown with frontmatter", () => {
    const content = createContent({
      "/content/dealers/d1.json": '{"name":"One"}',
      "/content/notes/n.md": "---\nname: N\n---\n\nThe *text*.\n",
    });
    expect(content.readEntries("dealers", z.object({ name: z.string() })).map((e) => e.value.name)).toEqual(["One"]);
    expect(content.readEntry("notes", "n", z.object({ name: z.string(), body: z.string() })).body).toBe("The *text*.");
    expect(() => createContent({ "/content/x.yml": "a: 1" })).toThrow(/collection folder/);
    expect(() => createContent({ "/content/pages/x.es.yml": "a: 1" })).toThrow(/unknown language "es"/);
  });
});
