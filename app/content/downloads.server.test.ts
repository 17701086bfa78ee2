import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "~/lib/i18n";
import { editContentFiles } from "../../tests/support/content-files";
import { brandsFor } from "./brands.server";
import { downloadCategories, downloads, fileListsByLang, manualGroups } from "./downloads.server";
import { content } from "./load.server";
import { downloadCategoryIds } from "./served-files";

const brands = brandsFor("en");

afterEach(() => {
  vi.doUnmock("~/content/load.server");
  vi.resetModules();
});

/** The lists as the reader gives them once content/ is edited so, or the problems it reports. */
async function readAfter(edit: (files: Record<string, string>) => Record<string, string>) {
  editContentFiles(edit);
  try {
    return { lists: await import("./downloads.server"), problems: [] as readonly string[] };
  } catch (error) {
    return { lists: undefined, problems: (error as { problems?: readonly string[] }).problems ?? [String(error)] };
  }
}

/** A new document's four files: English with its file, category and position; each translation its words. */
function addDownload(files: Record<string, string>, id: string, english: string): Record<string, string> {
  const out = { ...files, [`/content/downloads/files/${id}.en.yml`]: english };
  for (const lang of ["nl", "de", "fr"])
    out[`/content/downloads/files/${id}.${lang}.yml`] = `name: Handleiding ${lang}\ndescription: Een beschrijving in ${lang}.\n`;
  return out;
}

describe("the downloads and manuals lists (content/downloads/, content/manuals/)", () => {
  it("list every entry found in the folders, in every language, each naming its content file", () => {
    const entries = (folder: string) => content.files.filter((f) => f.path.startsWith(`content/${folder}/`) && f.lang === "en");
    expect(downloads).toHaveLength(entries("downloads/files").length);
    expect(manualGroups.flatMap((g) => g.manuals)).toHaveLength(entries("manuals/files").length);
    for (const lang of languages) {
      expect(fileListsByLang[lang].downloads.map((d) => d.file)).toEqual(downloads.map((d) => d.file));
      expect(fileListsByLang[lang].categories.map((c) => [c.id, c.icon, c.count])).toEqual(
        downloadCategories.map((c) => [c.id, c.icon, c.count]),
      );
    }
    for (const d of downloads) expect(entries("downloads/files").map((f) => f.path)).toContain(d.source);
    expect(downloadCategories.map((c) => c.id)).toEqual([...downloadCategoryIds]);
  });

  it("order the files by category, then by position; the manuals by brand, then by position", () => {
    const rank = downloads.map((d) => downloadCategoryIds.indexOf(d.category));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    const brandOrder = brands.map((b) => b.slug).filter((slug) => manualGroups.some((g) => g.brand === slug));
    expect(manualGroups.map((g) => g.brand)).toEqual(brandOrder);
  });

  it("take a new document from its four files, at its position in its category", async () => {
    const first = downloads.find((d) => d.category === "catalogs")!;
    const { lists, problems } = await readAfter((files) =>
      addDownload(
        files,
        "norcool-price-list",
        "name: Norcool Price List\ndescription: Prices of the whole range.\ncategory: catalogs\nfile: /files/catalogs/norcool-price-list.pdf\norder: 1\n",
      ),
    );
    expect(problems).toEqual([]);
    // Position 1 is shared with the first catalogue: the entries' file names decide ("norcool-pri…" before "norcool-pro…").
    const catalogs = lists!.downloads.filter((d) => d.category === "catalogs");
    expect(catalogs[0]!.name).toBe("Norcool Price List");
    expect(catalogs[1]!.file).toBe(first.file);
    expect(lists!.fileListsByLang.fr.downloads.find((d) => d.file === "/files/catalogs/norcool-price-list.pdf")!.name).toBe(
      "Handleiding fr",
    );
    expect(lists!.downloads.find((d) => d.name === "Norcool Price List")!.source).toBe("content/downloads/files/norcool-price-list.en.yml");
  });

  it("refuse a translation that writes the file again, an unknown category and a file listed twice", async () => {
    const { problems } = await readAfter((files) => {
      const withNew = addDownload(
        files,
        "twice",
        `name: Twice\ndescription: The same file again.\ncategory: brochures\nfile: ${downloads[0]!.file}\norder: 1\n`,
      );
      withNew["/content/downloads/files/twice.de.yml"] += `file: ${downloads[0]!.file}\n`;
      return withNew;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/downloads/files/twice.de.yml: file is written in content/downloads/files/twice.en.yml only, for every language",
        expect.stringMatching(/^content\/downloads\/files\/twice\.en\.yml \(English\): category: /),
      ]),
    );
    const twice = await readAfter((files) =>
      addDownload(
        files,
        "twice",
        `name: Twice\ndescription: The same file again.\ncategory: manuals\nfile: ${downloads[0]!.file}\norder: 9\n`,
      ),
    );
    expect(twice.problems).toEqual([
      expect.stringMatching(
        /^content\/downloads\/files\/twice\.en\.yml: \/files\/.* is already listed by content\/downloads\/files\/.*\.en\.yml$/,
      ),
    ]);
  });

  it("refuse a manual of a brand that is not one, once, against its English file", async () => {
    const { problems } = await readAfter((files) => {
      const out = { ...files };
      const manual = Object.keys(out).find((k) => k.startsWith("/content/manuals/files/") && k.endsWith(".en.yml"))!;
      out[manual] = out[manual]!.replace(/^brand: .*$/m, "brand: miele");
      return out;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/manuals\/files\/.*\.en\.yml \(English\): brand: a brand's slug, the name of its file in content\/brands\/: norcool, /,
      ),
    ]);
  });

  it("refuse a missing category", async () => {
    const { problems } = await readAfter((files) => {
      const out = { ...files };
      for (const lang of languages) delete out[`/content/downloads/categories/videos.${lang}.yml`];
      return out;
    });
    expect(problems).toEqual([
      "content/downloads/categories/videos.en.yml is missing: one file per category (manuals, catalogs, images, videos)",
    ]);
  });
});
