import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandLinks } from "./brands.server";

const root = path.resolve(import.meta.dirname, "../..");

/** Where a visitor's or a document's words come from: pages, sample documents, static files. */
const scanned = ["app", "content", "scripts", "public"];
const textFile = /\.(tsx?|md|json|ya?ml|txt|svg|xml|html|css)$/;
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
    expect(brandLinks.find((b) => b.slug === "winemaster")?.name).toBe("Winemaster");
    const stray: string[] = [];
    for (const file of scanned.flatMap((dir) => files(path.join(root, dir)))) {
      const text = quotedTitles.reduce((rest, title) => rest.replaceAll(title, ""), readFileSync(file, "utf8"));
      for (const match of text.matchAll(otherSpelling)) stray.push(`${path.relative(root, file)}: ${match[0]}`);
    }
    expect(stray).toEqual([]);
  });
});

describe("the brands' names as written (spec 1)", () => {
  it("are PeVino and NIMO, and each brand is named the same in every language", () => {
    const name = (slug: string) => brandLinks.find((b) => b.slug === slug)?.name;
    expect(name("pevino")).toBe("PeVino");
    expect(name("nimo")).toBe("NIMO");
  });
});
