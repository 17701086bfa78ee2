import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brochures, downloadCategories, downloads, manualGroups } from "~/content/downloads.server";
import { downloadsArchive } from "~/content/served-files";
import { formatFileSize } from "~/lib/file-size";
import { openPage, phone, waitForHydration } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * Manuals and the downloads centre (spec 2.6, 2.7; PRODUCT.md 14) against the built
 * production server.
 */

const suite = useSuite();

const expectedType: Record<string, string> = { PDF: "application/pdf", ZIP: "application/zip", MP4: "video/mp4" };
const manualCount = manualGroups.reduce((n, g) => n + g.manuals.length, 0);

/** Each file row's link and the type and size it shows. */
async function listedFiles(page: Page) {
  return page.$$eval("a[download]", (links) =>
    links.map((a) => {
      const row = a.closest("li");
      return {
        href: a.getAttribute("href")!,
        label: a.textContent ?? "",
        shown: row?.querySelector("[data-file-size]")
          ? { type: row.querySelector("[data-file-meta] span")?.textContent, size: row.querySelector("[data-file-size]")?.textContent }
          : null,
      };
    }),
  );
}

async function rowNames(page: Page, scope: string) {
  return page.$$eval(`${scope} li h3, ${scope} li h4`, (hs) => hs.map((h) => h.textContent?.trim() ?? ""));
}

describe("files", () => {
  it.each(["/manuals", "/downloads"])(
    "every download link on %s answers 200 with its type, and the size shown is the file's",
    async (path) => {
      const t = await openPage(suite.browser);
      await t.page.goto(suite.server.url + path);
      const files = await listedFiles(t.page);
      expect(files.length).toBeGreaterThan(path === "/manuals" ? manualCount : downloads.length);
      for (const f of files) {
        const res = await fetch(suite.server.url + f.href);
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status, f.href).toBe(200);
        const type = f.href.split(".").pop()!.toUpperCase();
        expect(res.headers.get("content-type"), f.href).toBe(expectedType[type]);
        expect(res.headers.get("content-disposition"), f.href).toMatch(/filename="[^"]+"/);
        const size = formatFileSize(body.length);
        // File rows show "PDF · 28 KB"; Download All buttons say "(ZIP, 67 KB)".
        if (f.shown) expect(f.shown, f.href).toEqual({ type, size });
        else expect(f.label, f.href).toContain(`(${type}, ${size})`);
      }
    },
  );

  it("serves the two brochures other pages link to", async () => {
    for (const url of [brochures.dealer, brochures.pevino]) {
      const res = await fetch(suite.server.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
  });

  it("serves the Download All ZIP of every category, not only the one on screen", async () => {
    for (const id of ["all", ...downloadCategories.map((c) => c.id)] as const) {
      const res = await fetch(suite.server.url + downloadsArchive(id));
      expect(res.status, id).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
    }
  });

  it("answers range requests for training videos", async () => {
    const video = downloads.find((d) => d.file.endsWith(".mp4"))!.file;
    const res = await fetch(suite.server.url + video, { headers: { range: "bytes=0-99" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });
});

describe("/manuals", () => {
  it("filters live by brand or manual name, in the URL, without a reload", async () => {
    const t = await openPage(suite.browser);
    await t.page.goto(`${suite.server.url}/manuals`);
    await waitForHydration(t.page);
    await t.page.waitForLoadState("networkidle");
    await t.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const search = t.page.getByLabel("Search manuals");

    await search.fill("nImO");
    await t.page.waitForURL(/\/manuals\?q=nImO$/);
    expect(await t.page.$$eval("article h3", (hs) => hs.map((h) => h.textContent))).toEqual(["NIMO"]);
    const nimo = manualGroups.find((g) => g.brand === "nimo")!.manuals.length;
    expect(await t.page.locator("main [role=status]").textContent()).toContain(`${nimo} manual${nimo === 1 ? "" : "s"}`);

    await search.fill("installation");
    await t.page.waitForURL(/q=installation$/);
    const names = await rowNames(t.page, "article");
    expect(names.length).toBeGreaterThan(1);
    for (const n of names) expect(n.toLowerCase()).toContain("installation");

    await search.fill("espresso machine");
    await expect.poll(() => t.page.getByText("No manuals found").isVisible()).toBe(true);
    expect(await t.page.locator("article").count()).toBe(0);

    await t.page.getByRole("link", { name: "Show all manuals" }).click();
    await t.page.waitForURL(/\/manuals$/);
    expect(await t.page.locator("article").count()).toBe(manualGroups.length);
    expect(await t.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Filtering happens in the page: no loader call, no document request.
    expect(t.requests.filter((u) => u.includes(".data") || new URL(u).pathname === "/manuals")).toEqual([`${suite.server.url}/manuals`]);
  });
});

describe("/downloads", () => {
  it("combines search and category, Browse sets the category, and the header names it with a count", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/downloads`);
    await waitForHydration(t.page);
    await t.page.waitForLoadState("networkidle");
    await t.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const heading = t.page.locator("#downloads-list-title");
    expect(await heading.textContent()).toBe("All Downloads");
    expect(await t.page.locator("main [role=status]").textContent()).toBe(`${downloads.length} files`);

    // Browse on the Training Videos card.
    await t.page.getByRole("link", { name: "Browse Training Videos" }).click();
    await t.page.waitForURL(/\/downloads\?category=videos$/);
    expect(await heading.textContent()).toBe("Training Videos");
    expect(await t.page.getByLabel("Category", { exact: true }).inputValue()).toBe("videos");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe("downloads-list-title");
    expect(await rowNames(t.page, "#downloads-list")).toEqual(downloads.filter((d) => d.category === "videos").map((d) => d.name));

    // Search within the category: case-insensitive substring of the file name.
    await t.page.getByLabel("Search downloads").fill("NIMO");
    await t.page.waitForURL(/\?q=NIMO&category=videos$/);
    const nimoVideos = downloads.filter((d) => d.category === "videos" && d.name.toLowerCase().includes("nimo")).map((d) => d.name);
    expect(await rowNames(t.page, "#downloads-list")).toEqual(nimoVideos);
    expect(await t.page.locator("main [role=status]").textContent()).toContain(`${nimoVideos.length} file`);

    // The dropdown widens the category; the search stays.
    await t.page.getByLabel("Category", { exact: true }).selectOption("all");
    await t.page.waitForURL(/\?q=NIMO$/);
    expect(await heading.textContent()).toBe("All Downloads");
    expect(await rowNames(t.page, "#downloads-list")).toEqual(
      downloads.filter((d) => d.name.toLowerCase().includes("nimo")).map((d) => d.name),
    );

    await t.page.getByLabel("Search downloads").fill("no such file");
    await expect
      .poll(() => t.page.getByText("No downloads found. Try adjusting your search terms or category filter.").isVisible())
      .toBe(true);
    await t.page.getByRole("link", { name: "Clear the filters" }).click();
    await t.page.waitForURL(/\/downloads$/);
    expect(await t.page.locator("main [role=status]").textContent()).toBe(`${downloads.length} files`);
    expect(await t.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(t.requests.filter((u) => u.includes(".data") || new URL(u).pathname === "/downloads")).toEqual([
      `${suite.server.url}/downloads`,
    ]);
  });

  it("shows the spec's category counts, Dealer Resources and the contact block", async () => {
    const html = await (await fetch(`${suite.server.url}/downloads`)).text();
    for (const c of downloadCategories) expect(html).toContain(c.name);
    for (const count of [15, 8, 42, 12]) expect(html).toMatch(new RegExp(`>${count}<!-- --> <span|>${count} <span`));
    expect(html).toContain('href="/request-access"');
    expect(html).toContain("Need Additional Resources?");
    expect(html).toContain("Dealer Resources");
  });
});

describe("without JavaScript", () => {
  it("filters downloads with the form and the Browse links (server-rendered)", async () => {
    const t = await openPage(suite.browser, { javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/downloads`);
    await t.page.getByLabel("Search downloads").fill("catalog");
    await t.page.getByLabel("Category", { exact: true }).selectOption("catalogs");
    await t.page.getByRole("button", { name: "Apply filters" }).click();
    await t.page.waitForURL(/\/downloads\?q=catalog&category=catalogs#downloads-list$/);
    expect(await t.page.locator("#downloads-list-title").textContent()).toBe("Product Catalogs");
    expect(await rowNames(t.page, "#downloads-list")).toEqual(
      downloads.filter((d) => d.category === "catalogs" && d.name.toLowerCase().includes("catalog")).map((d) => d.name),
    );

    await t.page.getByRole("link", { name: "Browse Product Images" }).click();
    await t.page.waitForURL(/\?q=catalog&category=images#downloads-list$/);
    expect(await t.page.getByText("No downloads found. Try adjusting your search terms or category filter.").isVisible()).toBe(true);
  });

  it("filters manuals with the form", async () => {
    const t = await openPage(suite.browser, { javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/manuals`);
    await t.page.getByLabel("Search manuals").fill("winefit");
    await t.page.getByRole("search", { name: "Manuals" }).getByRole("button", { name: "Search" }).click();
    await t.page.waitForURL(/\/manuals\?q=winefit$/);
    expect(await t.page.$$eval("article h3", (hs) => hs.map((h) => h.textContent))).toEqual(["Winefit"]);
    await t.page.goto(`${suite.server.url}/manuals?q=zzz`);
    expect(await t.page.getByText("No manuals found").isVisible()).toBe(true);
  });
});
