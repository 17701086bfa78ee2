import { describe, expect, it } from "vitest";
import { brandEntries, brandsFor, findBrandFor, findBrandPageFor } from "~/content/brands.server";
import { embeds } from "~/content/embeds.server";
import { productImage } from "~/content/raster-art";
import { site } from "~/content/company.server";
import { useSuite } from "./support/suite";

/**
 * The six brand pages (spec 2.8) as the built production server sends them: every text,
 * link and picture in the HTML. The film is in brands-film.test.ts, the rest of what a
 * visitor does in brands-browser.test.ts.
 */

const suite = useSuite();

const page = (slug: string) => {
  const p = findBrandPageFor(slug, "en");
  if (!p) throw new Error(`no page for ${slug}`);
  return p;
};
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const getHtml = async (path: string) => decode(await (await fetch(suite.server.url + path)).text());

/** JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe("HTML first: every brand page's content is in the server's HTML", () => {
  it.each(brandsFor("en").map((b) => b.slug))("/brands/%s", async (slug) => {
    const res = await fetch(`${suite.server.url}/brands/${slug}`);
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    const brand = findBrandFor(slug, "en")!;
    const content = page(slug);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/brands/${slug}"`);
    expect(html).toContain('<meta name="robots" content="index, follow"');
    for (const text of [
      "Back to Home",
      content.hero.badge,
      content.hero.title,
      content.hero.subtitle,
      "Explore Product Categories",
      content.categories.title,
      content.story.title,
      content.story.partnership.title,
      content.features.title,
      "Get In Touch",
      "Contact Us",
      "Dealer Portal",
      ...content.categories.items.map((c) => c.name),
      ...content.features.items.map((f) => f.title),
    ]) {
      expect(html, text).toContain(text);
    }
    // A real link to the categories without JavaScript.
    expect(html).toMatch(/<a href="#categories"[^>]*>Explore Product Categories/);
    expect(html).toContain('id="categories"');
    // Learn More: the manufacturer's page in a new tab.
    const external = content.categories.items.filter((c) => /^https:/.test(c.link.href));
    for (const c of external) expect(html).toContain(`href="${c.link.href}" target="_blank" rel="noopener"`);
    // Partner since: the brand record, or the page's override (Winemaster 2004, PRODUCT.md 2).
    const since = page(slug).story.partnership.since ?? brand.partnerSince;
    expect(html).toContain(`data-partner-since="${since}"`);
    expect(html).toMatch(new RegExp(`Partner since <span[^>]*>${since}</span>`));
    // Get In Touch.
    expect(html).toContain(`href="mailto:${site.email}?subject=`);
    expect(html).toContain(`href="${site.portal.login}" target="_blank" rel="noopener"`);
    // Structured data (spec 2.1).
    const ld = jsonLd(html);
    const brandLd = ld.find((d) => d["@type"] === "Brand");
    expect(brandLd).toMatchObject({ name: brand.name, url: `http://localhost:3000/brands/${slug}` });
    const video = ld.find((d) => d["@type"] === "VideoObject");
    if (content.hero.media.kind === "image") {
      expect(video).toBeUndefined();
      expect(html).not.toContain("<video");
    } else {
      expect(video).toMatchObject({ name: content.hero.media.name, uploadDate: "2025-01-01" });
      expect(video?.thumbnailUrl).toBe(`http://localhost:3000${content.hero.media.poster.wide.src}`);
      expect(video?.contentUrl).toBeTruthy();
      expect(video?.embedUrl).toBeTruthy();
    }
    // The poster is what paints first; a video file is not fetched before the page has loaded.
    expect(html).toContain(`srcSet="${content.hero.media.poster.wide.src}"`);
    if (content.hero.media.kind === "video") expect(html).toMatch(/<video[^>]*preload="none"/);
    // Product images: the raster copies of the drawings (docs/decisions/0020-client-runtime.md),
    // with their size, so nothing shifts.
    for (const img of content.categories.items.flatMap((c) => c.images).map(productImage)) {
      expect(html).toContain(`width="${img.width}" height="${img.height}"`);
      for (const src of img.widths?.map((w) => `${img.src}-${w}.webp`) ?? [img.src]) {
        expect(html).toContain(src);
        const file = await fetch(suite.server.url + src);
        expect(file.status, src).toBe(200);
        expect(file.headers.get("content-type"), src).toMatch(/^image\//);
      }
    }
  });

  it("has the spec's PeVino texts, pricing link and brochure download", async () => {
    const html = await getHtml("/brands/pevino");
    const showcase = page("pevino").showcase!;
    for (const text of ["Refined Danish Design", "PeVino", "Danish Wine Cabinets", "Design Excellence", ...showcase.list]) {
      expect(html).toContain(text);
    }
    expect(showcase.list).toEqual([
      "Danish design philosophy",
      "Premium materials and finishes",
      "Precise temperature control",
      "Multiple storage configurations",
      "Elegant interior lighting",
    ]);
    expect(html).toMatch(/<a [^>]*href="\/contact\?subject=PeVino%20pricing%20request"[^>]*>Contact for Pricing/);
    expect(html).toMatch(/<a href="\/files\/brochures\/pevino-brochure.pdf" download=""/);
    // PRODUCT.md 14: a real brochure behind the button.
    const pdf = await fetch(`${suite.server.url}/files/brochures/pevino-brochure.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // The embedded player is behind consent: no iframe, nothing that loads from its host.
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain(`src="${embeds.videoPlayer.origin}`);
  });

  it("has the spec's Winemaster hero, six categories, legacy and highlights", async () => {
    const html = await getHtml("/brands/winemaster");
    for (const text of [
      "Leading Wine Cellar Systems",
      "Winemaster Product Categories",
      "Wine Cabinet Collection",
      "Climate Control Systems",
      "Wine Cellar Solutions",
      "Commercial Wine Storage",
      "Custom Wine Rooms",
      "Wine Preservation Systems",
      "The Winemaster Legacy",
      "40+",
      "1984",
      "Official distributor in the Netherlands",
      "Why Choose Winemaster",
      "40+ Years Experience",
      "Worldwide Trusted",
      "Innovation Leader",
      "Expert Support",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<video[^>]*>\s*<source src="\/videos\/winemaster-loop.webm"/);
  });

  it("has Norcool's Global Heritage and the dealer locator section, NIMO's years and Thermocold's Winemaster card", async () => {
    const norcool = await getHtml("/brands/norcool");
    expect(norcool).toContain("Global Heritage");
    expect(norcool).toContain("100+");
    expect(norcool).toContain("75+");
    expect(norcool).toMatch(/<section id="dealers"/);
    expect(page("norcool").categories.items.find((c) => c.name === "Under-Counter Drawer Solutions")!.images.length).toBeGreaterThan(1);
    const nimo = await getHtml("/brands/nimo");
    expect(nimo).toContain("40+");
    expect(nimo).toContain("1980");
    expect(page("nimo").categories.items.map((c) => c.name)).toEqual([
      "Eco Dryer 2.0",
      "Sensor Dryer",
      "Easy Dryer",
      "DC 120 HP",
      "DC 120 V",
      "DC 120 WW",
    ]);
    expect(page("nimo").categories.items.filter((c) => c.images.length === 2).length).toBeGreaterThanOrEqual(4);
    const thermocold = await getHtml("/brands/thermocold");
    // The sub-brand card stays on this site, in the same tab.
    expect(thermocold).toMatch(/<a[^>]*href="\/brands\/winemaster"[^>]*>Discover Winemaster/);
    expect(thermocold).not.toMatch(/href="\/brands\/winemaster" target="_blank"/);
  });

  it("answers an unknown brand with the not-found page and 404", async () => {
    const res = await fetch(`${suite.server.url}/brands/no-such-brand`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // The line reaches us through the server's stdout, a moment after the response.
    await expect.poll(() => suite.server.logs.some((l) => l.msg === "page not found" && l.path === "/brands/no-such-brand")).toBe(true);
  });

  it("keeps one page per brand, and Winemaster's partnership column says 2004 (PRODUCT.md 2)", () => {
    expect(brandEntries.map((e) => e.page.en.slug)).toEqual(brandsFor("en").map((b) => b.slug));
    expect(page("winemaster").story.partnership.since).toBe(2004);
  });
});
