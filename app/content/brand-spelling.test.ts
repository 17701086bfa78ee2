import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandName } from "./brand-names";

const root = path.resolve(import.meta.dirname, "../..");

/** Where a visitor's or a document's words come from: pages, sample documents, static files. */
const scanned = ["app", "scripts", "public"];
const textFile = /\.(tsx?|md|json|txt|svg|xml|html|css)$/;
const skipped = new Set(["node_modules", "generated", "build"]);

/**
 * The one title the spec quotes with the capital M (spec 2.5): the English article keeps
 * it word for word. Everywhere else the brand is written as the spec names it.
 */
const quotedTitles = ["Wine" + "Master: Professional Wine Cellar Climate Control Solutions"];
// Written in two parts, so this file does not count itself. (The logo's capitals are lettering.)
const otherSpelling = new RegExp("Wine" + "Master", "g");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return textFile.test(entry.name) ? [full] : [];
  });
}

describe("the Winemaster brand's spelling", () => {
  it("is the spec's, Winemaster, in every text but the title the spec quotes", () => {
    expect(brandName("winemaster").name).toBe("Winemaster");
    const stray: string[] = [];
    for (const file of scanned.flatMap((dir) => files(path.join(root, dir)))) {
      const text = quotedTitles.reduce((rest, title) => rest.replaceAll(title, ""), readFileSync(file, "utf8"));
      for (const match of text.matchAll(otherSpelling)) stray.push(`${path.relative(root, file)}: ${match[0]}`);
    }
    expect(stray).toEqual([]);
  });
});
