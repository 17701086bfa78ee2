import { describe, expect, it } from "vitest";
import { desktop, documentDrawn, holdRequests, nextFrames, openPage, phone, watchLayoutShifts } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * The self-hosted fonts (docs/decisions/0014-type.md): preloaded from the site, cached for
 * a year, drawn where the design puts them, and swapped in without moving the page, even
 * when they arrive after the first paint, because the fallback fonts are sized to them.
 */
const suite = useSuite();

describe("the fonts", () => {
  it("are preloaded, two of them, and served by the site as they are with a year's cache", async () => {
    const page = await fetch(`${suite.server.url}/`);
    expect(page.headers.get("content-security-policy")).toContain("font-src 'self'");
    const html = await page.text();
    const preloads = [
      ...html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g),
    ];
    expect(preloads.map((m) => m[1]!.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual([
      "/assets/figtree-latin-wght",
      "/assets/fraunces-latin-500",
    ]);
    for (const [, href] of preloads) {
      const res = await fetch(suite.server.url + href!, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("font/woff2");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // WOFF2 is brotli inside already: sent as it is.
      expect(res.headers.get("content-encoding")).toBeNull();
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ] as const)("draw the home page's first screen on a %s: Figtree for text, Fraunces for the heading", async (_, viewport) => {
    const t = await openPage(suite.browser, { viewport });
    await t.page.goto(`${suite.server.url}/`);
    await t.page.evaluate(() => document.fonts.ready);
    const drawn = await t.page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily.split(",")[0],
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0],
      headingWeight: getComputedStyle(document.querySelector("h1")!).fontWeight,
      loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family} ${f.style}`),
    }));
    expect(drawn).toMatchObject({ body: "Figtree", heading: "Fraunces", headingWeight: "500" });
    expect(drawn.loaded).toEqual(expect.arrayContaining(["Figtree normal", "Fraunces normal"]));
  });

  it.each([
    ["/", "phone", phone],
    ["/", "desktop", desktop],
    ["/fr/about", "phone", phone],
    ["/fr/about", "desktop", desktop],
  ] as const)("swap in on %s (%s) after the first paint without moving the page", async (path, _, viewport) => {
    const t = await openPage(suite.browser, { viewport });
    // The fonts are held back until the page is drawn in its fallbacks: the slow network's
    // case, where the swap happens in front of the visitor. The shifts are summed from then
    // on, what the swap moves, not what the browser moved drawing the page as it parsed it
    // (documentDrawn).
    const release = await holdRequests(t.page, /\.woff2$/);
    await t.page.goto(suite.server.url + path, { waitUntil: "commit" });
    await t.page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await documentDrawn(t.page);
    expect(await t.page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family))).not.toContain(
      "Fraunces",
    );
    const shifts = await watchLayoutShifts(t.page);
    release();
    await expect
      .poll(() => t.page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family)))
      .toEqual(expect.arrayContaining(["Figtree", "Fraunces"]));
    await nextFrames(t.page);
    // Measured 0–0.0004 with the sized fallbacks, 0.003–0.05 with the system's fonts.
    expect(await shifts()).toBeLessThan(0.002);
  });
});
