import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, createContent } from "./load.server";

const page = z.object({ title: z.string().min(1), intro: z.string().min(1), points: z.array(z.string()) });

const fourLanguages = (name: string, make: (lang: string) => string) =>
  Object.fromEntries(["en", "nl", "de", "fr"].map((lang) => [`/content/pages/${name}.${lang}.yml`, make(lang)]));

/** One file with a section per language, each `make(lang)` indented under its key, as Decap writes `single_file`. */
const sections = (make: (lang: string) => string, langs = ["en", "nl", "de", "fr"]) =>
  langs.map((lang) => `${lang}:\n${make(lang).replace(/^(?=.)/gm, "  ")}`).join("");

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

  it("names a folder entry's languages by its files, and refuses one file with sections there", () => {
    const files = { ...fourLanguages("a", () => "title: A\nintro: x\npoints: []\n") };
    expect(createContent(files).whereOf("pages", "a", "de")).toBe("content/pages/a.de.yml (German)");
    files["/content/pages/b.yml"] = sections(() => "title: B\nintro: x\npoints: []\n");
    expect(problems(() => createContent(files).readTranslatedCollection("pages", page))).toEqual([
      "content/pages/b.yml: name the language in the file name (b.en.yml)",
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

describe("the content loader, a named file with a section per language", () => {
  const about = (make: (lang: string) => string, langs?: string[]) => createContent({ "/content/pages/about.yml": sections(make, langs) });

  it("reads each language from its section, as it reads a file per language", () => {
    const make = (lang: string) => `title: About ${lang}\nintro: Hi {name}\npoints: [a, b]\n`;
    const one = about(make).readTranslated("pages", "about", page);
    expect(one).toEqual(createContent(fourLanguages("about", make)).readTranslated("pages", "about", page));
    expect(one.de.title).toBe("About de");
    expect(about(make).whereOf("pages", "about", "nl")).toBe("content/pages/about.yml (Dutch)");
  });

  it("names the file, the language and the field of a problem", () => {
    const content = about((lang) => `title: About\nintro: Hi\npoints: ${lang === "de" ? "7" : "[]"}\n`);
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml (German): points is missing",
      expect.stringMatching(/^content\/pages\/about\.yml \(German\): points: /),
    ]);
  });

  it("refuses a placeholder mismatch and a shorter list, naming the section", () => {
    const content = about((lang) =>
      lang === "fr" ? "title: À propos\nintro: Bonjour\npoints: [a]\n" : "title: About\nintro: Hi {name}\npoints: [a, b]\n",
    );
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml (French): intro has placeholders none, English has {name}",
      "content/pages/about.yml (French): points has 1 items, English has 2",
      "content/pages/about.yml (French): points[1] is missing",
    ]);
  });

  it("refuses a missing or empty language section, naming it", () => {
    const text = () => "title: About\nintro: Hi\npoints: []\n";
    expect(problems(() => about(text, ["en", "de", "fr"]).readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml: the Dutch section (nl:) is missing",
    ]);
    expect(problems(() => about(text, ["nl", "de", "fr"]).readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml: the English section (en:) is missing",
    ]);
    const empty = createContent({ "/content/pages/about.yml": `${sections(text, ["en", "nl", "de"])}fr:\n` });
    expect(problems(() => empty.readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml: the French section (fr:) holds no fields",
    ]);
  });

  it("refuses a top-level key that is not a language, and a file without sections", () => {
    const content = createContent({
      "/content/pages/about.yml": `${sections(() => "title: About\nintro: Hi\npoints: []\n")}title: About\n`,
    });
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml: title: not a language; the file's top-level keys are its languages (en, nl, de, fr), each holding that language's texts",
    ]);
    expect(problems(() => createContent({ "/content/pages/about.yml": "- a\n- b\n" }).readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml: holds no language sections (en:, nl:, de:, fr:)",
    ]);
    expect(problems(() => createContent({ "/content/pages/about.yml": "en: [\n" }).readTranslated("pages", "about", page))).toEqual([
      expect.stringMatching(/^content\/pages\/about\.yml: /),
    ]);
  });

  it("refuses an entry written both ways, naming both", () => {
    const content = createContent({
      "/content/pages/about.yml": sections(() => "title: About\nintro: Hi\npoints: []\n"),
      "/content/pages/about.nl.yml": "title: Over\nintro: Hoi\npoints: []\n",
    });
    expect(problems(() => content.readTranslated("pages", "about", page))).toEqual([
      "content/pages/about.yml and content/pages/about.nl.yml hold the same entry: keep either the one file with a section per language or a file per language, not both",
    ]);
  });

  it("gives every language the fields written in English only, and refuses a section that writes one", () => {
    const doc = z.object({ name: z.string().min(1), file: z.string().startsWith("/files/") });
    const guide = (fr: string) =>
      createContent({
        "/content/pages/guide.yml": sections((lang) =>
          lang === "en" ? "name: Guide\nfile: /files/guide.pdf\n" : lang === "fr" ? fr : `name: Guide ${lang}\n`,
        ),
      }).readTranslated("pages", "guide", doc, { untranslated: ["file"] });
    expect(guide("name: Guide fr\n").fr).toEqual({ name: "Guide fr", file: "/files/guide.pdf" });
    expect(problems(() => guide("name: Guide fr\nfile: /files/guide-fr.pdf\n"))).toEqual([
      "content/pages/guide.yml (French): file is written in the English section (en:) only, for every language",
    ]);
  });

  it("names the file to add when the entry has none", () => {
    expect(problems(() => createContent({}).readTranslated("pages", "about", page))).toEqual(["content/pages/about.yml is missing"]);
  });
});
