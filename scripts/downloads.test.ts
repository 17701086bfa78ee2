import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brochures, downloadCategories, downloads, manualGroups } from "../app/content/downloads.server";
import { downloadsArchive, manualArchive } from "../app/content/served-files";
import { listedFiles, writeDownloads, type DownloadsContent } from "./downloads";

const content: DownloadsContent = { manualGroups, manualArchive, downloads, downloadCategories, downloadsArchive, brochures };
const publicDir = path.resolve(import.meta.dirname, "../public");

/** A public/ holding only the listed files, copied from the real one. */
let dir: string;
let result: Awaited<ReturnType<typeof writeDownloads>>;
const disk = (url: string) => readFileSync(path.join(dir, url));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "downloads-"));
  for (const url of listedFiles(content)) cpSync(path.join(publicDir, url), path.join(dir, url));
  result = await writeDownloads(dir, content);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the listed files (PRODUCT.md 14)", () => {
  it("are all committed under public/, each with its real size", () => {
    for (const url of listedFiles(content)) expect(result.sizes[url], url).toBe(statSync(path.join(publicDir, url)).size);
  });

  it("stop the build when one is missing, naming it and how to add it", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "downloads-"));
    try {
      await expect(writeDownloads(empty, content)).rejects.toThrow(
        /^content\/(downloads|manuals)\/files\/[a-z0-9-]+\.en\.yml: \/files\/.* is listed, but there is no such file under public\//,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("Download All ZIPs", () => {
  const expectHolds = (zipUrl: string, files: { folder: string; url: string }[]) => {
    const entries = unzipSync(disk(zipUrl));
    expect(Object.keys(entries).sort()).toEqual(files.map((f) => `${f.folder}/${path.posix.basename(f.url)}`).sort());
    for (const f of files) {
      expect(Buffer.from(entries[`${f.folder}/${path.posix.basename(f.url)}`]!).equals(disk(f.url)), f.url).toBe(true);
    }
    expect(result.sizes[zipUrl]).toBe(statSync(path.join(dir, zipUrl)).size);
  };

  it("holds exactly each brand's manuals, byte for byte", () => {
    for (const g of manualGroups) {
      expectHolds(
        manualArchive(g.brand),
        g.manuals.map((m) => ({ folder: `${g.brand}-manuals`, url: m.file })),
      );
    }
  });

  it("holds exactly each category's listed files, and all of them for 'all'", () => {
    const folder = (id: string) =>
      downloadCategories
        .find((c) => c.id === id)!
        .name.toLowerCase()
        .replace(/ /g, "-");
    for (const c of downloadCategories) {
      expectHolds(
        downloadsArchive(c.id),
        downloads.filter((d) => d.category === c.id).map((d) => ({ folder: folder(c.id), url: d.file })),
      );
    }
    expectHolds(
      downloadsArchive("all"),
      downloads.map((d) => ({ folder: folder(d.category), url: d.file })),
    );
  });

  it("are written again only when their bytes change, and one no content names is removed", async () => {
    const zip = path.join(dir, downloadsArchive("all"));
    const written = statSync(zip).mtimeMs;
    mkdirSync(path.join(dir, "files/archives/old"), { recursive: true });
    writeFileSync(path.join(dir, "files/archives/old/gone.zip"), "");
    const again = await writeDownloads(dir, content);
    expect(again.sizes).toEqual(result.sizes);
    expect(statSync(zip).mtimeMs).toBe(written);
    expect(() => statSync(path.join(dir, "files/archives/old/gone.zip"))).toThrow();
  });
});
