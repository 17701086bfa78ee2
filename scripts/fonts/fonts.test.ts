import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { woff2CodePoints } from "./woff2-cmap";

/**
 * The self-hosted fonts draw every character the site writes (docs/decisions/0014-type.md):
 * a text with a character the subset left out would show it in a fallback font, so a new
 * text that needs one fails here until scripts/fonts/subset.py adds it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const fontsCss = readFileSync(path.join(root, "app/fonts.css"), "utf8");
const fontFiles = [...fontsCss.matchAll(/url\("\.\/([^"]+\.woff2)"\)/g)].map((m) => m[1]!);

/**
 * The characters of a module's texts: its string literals, template texts and JSX text,
 * escapes decoded; comments and code are not drawn on a page.
 */
function charactersOf(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return [...texts.join("")];
}

/** Each character the site's texts (app/ and the content folder) use beyond plain ASCII, with the first file that uses it. */
function siteCharacters(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      // Server code writes mail and logs, not pages; tests hold probes in every script.
      if (entry.isDirectory()) {
        if (rel !== path.join("app", "server")) walk(full);
        continue;
      }
      if (/\.test\.tsx?$/.test(entry.name)) continue;
      let chars: string[];
      if (/\.tsx?$/.test(entry.name)) chars = charactersOf(readFileSync(full, "utf8"), full);
      else if (/\.(md|json|ya?ml)$/.test(entry.name)) chars = [...readFileSync(full, "utf8")];
      else continue;
      for (const c of chars) if (c > "\x7e" && !found.has(c)) found.set(c, rel);
    }
  };
  walk(path.join(root, "app"));
  walk(path.join(root, "content"));
  return found;
}

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("the site's fonts", () => {
  it("are the three files app/fonts.css names, each shown with font-display: swap", () => {
    expect(fontFiles).toEqual([
      "assets/fonts/figtree-latin-wght.woff2",
      "assets/fonts/fraunces-latin-500.woff2",
      "assets/fonts/fraunces-latin-400-italic.woff2",
    ]);
    const faces = fontsCss.split("@font-face").filter((face) => face.includes("url("));
    for (const face of faces) expect(face).toContain("font-display: swap;");
  });

  it("have a glyph for every character of the site's texts, in every language", () => {
    const characters = siteCharacters();
    // The texts in four languages use accents, ß, Œ, quotes, dashes and the euro sign.
    for (const c of ["é", "ü", "ß", "œ", "’", "„", "–", "€", "\u00a0"]) expect(characters.has(c), codePoint(c)).toBe(true);
    for (const file of fontFiles) {
      const covered = woff2CodePoints(readFileSync(path.join(root, "app", file)));
      const missing = [...characters]
        .filter(([c]) => !covered.has(c.codePointAt(0)!))
        .map(([c, where]) => `${codePoint(c)} ${c} (${where})`);
      expect(missing, `${file} has no glyph for`).toEqual([]);
    }
  });

  it("would fail on a text with a character the subset left out, and not on one in a comment", () => {
    const probe = charactersOf(
      '// Arrows → in a comment\nexport const label = "Next \\u2192";\nexport const A = () => <p>Ÿ ✓</p>;',
      "probe.tsx",
    );
    expect(probe).toContain("\u2192");
    expect(probe).toContain("✓");
    expect(probe.filter((c) => c === "\u2192")).toHaveLength(1);
    const covered = woff2CodePoints(readFileSync(path.join(root, "app", fontFiles[0]!)));
    expect(covered.has("Ÿ".codePointAt(0)!)).toBe(true);
    expect(covered.has("\u2192".codePointAt(0)!)).toBe(false);
    expect(covered.has("✓".codePointAt(0)!)).toBe(false);
  });
});
