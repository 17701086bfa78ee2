import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentContent } from "./documents/content";
import { sampleDirs, sampleProducts } from "./documents/generate";
import { outOfDate, readMadeFrom } from "./made-from";

/**
 * The sample documents are committed, so the site and these tests work from a fresh clone
 * before any build (docs/decisions/0011-generated-files.md). A
 * build would make again whatever the content has moved past; this says so before then.
 */
const publicDir = path.resolve(import.meta.dirname, "../public");
const record = readMadeFrom();
const fix = "run `npm run build` (it makes again only what changed) and commit what it writes under public/ with scripts/made-from.json";

describe("committed generated files", () => {
  it("are every sample document the content lists, made from the current content", () => {
    expect(outOfDate({ publicDir, dirs: sampleDirs, products: sampleProducts(documentContent), record }), fix).toEqual([]);
  });

  it("are all the record names", () => {
    const owned = sampleDirs;
    expect(Object.keys(record).filter((url) => !owned.some((d) => url.startsWith(`/${d}/`)))).toEqual([]);
  });
});
