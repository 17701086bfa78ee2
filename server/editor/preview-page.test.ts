import { describe, expect, it } from "vitest";
import { routeEntries } from "~/route-registry";
import { filesCollections, folderCollections } from "./config";
import { refusalOf } from "./preview";
import { previewPage, previewTarget } from "./preview-page";

/**
 * The preview pane (docs/decisions/0029-editor-preview.md): every entry the editor offers
 * has a page of the site to preview, in the language being edited; the pane's page says
 * where the draft's build stands and never carries a draft's words unescaped.
 */

/** The site's pages: those prerendered, and those answered per request (/search). */
const pages = new Set(routeEntries.flatMap((r) => [...(r.urls ?? []), ...(r.path.includes(":") ? [] : [r.path])]));

describe("the page a draft is previewed on", () => {
  it("is a page of the site for every collection and every named file", () => {
    for (const c of folderCollections) {
      const target = previewTarget(c.name, c.name === "brands" ? "norcool" : "wine-storage-market-trends-2025", "de");
      expect(target, c.name).toBeDefined();
      expect(pages, `${c.name}: ${target!.path}`).toContain(target!.path);
      expect(target!.lang).toBe("de");
    }
    for (const file of filesCollections.flatMap((c) => c.files.map((f) => ({ collection: c.name, name: f.name })))) {
      const target = previewTarget(file.collection, file.name, "en");
      expect(target, file.name).toBeDefined();
      expect(pages, `${file.name}: ${target!.path}`).toContain(target!.path);
    }
  });

  it("is in the language the pane edits, for a named file too", () => {
    expect(previewTarget("legal", "warranty", "de")).toMatchObject({ path: "/warranty", lang: "de" });
    expect(previewTarget("pages", "about", "nl")).toMatchObject({ path: "/about", lang: "nl" });
    expect(previewTarget("company", "details", "fr")).toMatchObject({ path: "/contact", lang: "fr" });
  });

  it("is refused for what the editor does not have", () => {
    expect(previewTarget("nope", "x", "en")).toBeUndefined();
    expect(previewTarget("legal", "warranty-de", "de")).toBeUndefined();
    expect(previewTarget("legal", "warranty", "xx")).toBeUndefined();
    expect(previewTarget("legal", "warranty", "")).toBeUndefined();
    expect(previewTarget("news", "../../etc/passwd", "en")).toBeUndefined();
    expect(previewTarget("news", "ok", "xx")).toBeUndefined();
    expect(previewTarget("news", "", "en")).toBeUndefined();
  });
});

describe("the pane's page", () => {
  const target = previewTarget("legal", "warranty", "de")!;

  it("links the page in the language edited and the others, once the preview is served", () => {
    const html = previewPage(
      target,
      { state: "ready", commit: "a".repeat(40), builtAt: new Date(), url: "http://127.0.0.1:3100", served: true },
      "/admin/preview",
    );
    expect(html).toContain('href="http://127.0.0.1:3100/de/warranty"');
    expect(html).toContain('href="http://127.0.0.1:3100/warranty"');
    expect(html).toContain('href="http://127.0.0.1:3100/nl/warranty"');
    expect(html).not.toContain("http-equiv");
  });

  it("refreshes itself while building and shows a refusal escaped", () => {
    expect(previewPage(target, { state: "building", commit: "b".repeat(40), step: "build" }, "/admin/preview")).toContain(
      'http-equiv="refresh"',
    );
    const html = previewPage(target, { state: "failed", commit: "c".repeat(40), reason: "<script>x</script>" }, "/admin/preview");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>x");
  });

  it("offers a build only when asked: no branch, no button", () => {
    expect(previewPage(target, { state: "absent" }, "/admin/preview")).not.toContain("<form");
    expect(previewPage(target, { state: "unbuilt", commit: "d".repeat(40) }, "/admin/preview?x=1")).toContain(
      '<form method="post" action="/admin/preview?x=1">',
    );
  });
});

describe("a refusal's words", () => {
  it("are the content check's problems when there are any, else the output's end", () => {
    const output = ["> generate", "checking content", "content/news/a.nl.md: title: Required", "1 problem", ""].join("\n");
    expect(refusalOf(output)).toBe("content/news/a.nl.md: title: Required");
    expect(refusalOf(Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n"))).toBe(
      Array.from({ length: 15 }, (_, i) => `line ${i + 15}`).join("\n"),
    );
  });
});
