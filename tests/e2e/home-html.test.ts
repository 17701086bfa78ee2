import { beforeAll, describe, expect, it } from "vitest";
import { brandPreview } from "~/content/brands";
import { en } from "~/content/interface/en";
import { brandsFor } from "~/content/brands.server";
import { site } from "~/content/company.server";
import { dealers } from "~/content/dealers.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { newsItems } from "~/content/news.server";
import { desktop } from "./support/browser";
import { openHome, type HomeOptions } from "./support/home";
import { useSuite } from "./support/suite";

const brands = brandsFor("en");

/**
 * The home page (spec 2.3) as the server sends it, read without JavaScript: every
 * section's texts and links, the brand cards, the images. What moves is in
 * home-browser.test.ts and home-widgets.test.ts.
 */
let html: string;

const suite = useSuite();
beforeAll(async () => {
  html = await (await fetch(`${suite.server.url}/`)).text();
});
const open = (viewport?: { width: number; height: number }, options?: HomeOptions) => openHome(suite, viewport, options);

/** As React writes text into HTML. */
const text = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const c = homeCopy.en;

describe("the server's HTML (no JavaScript needed)", () => {
  it("has every section with its anchor and the spec's texts", () => {
    for (const id of ["home", "brands", "about", "contact", "dealers", "news"]) expect(html).toContain(`id="${id}"`);
    for (const s of [
      "Dealer Login",
      "Become a Dealer",
      "Explore our Brands",
      "25+",
      "Years of Combined Experience",
      "Benelux & Germany",
      "Regional Coverage",
      "Premium",
      "Brand Portfolio",
      "Custom Panels",
      "Stainless Steel",
      "Matte Black",
      "Energy Class A+++",
      "Drawer opening system",
      "LED lighting",
      "Whisper-quiet operation",
      "European Specialties",
      "Quality Selection",
      "Local Support",
      "Eco Dryer 2.0",
      "Sensor Dryer",
      "Easy Dryer",
      "Featured",
      "Read more",
      "9:00–17:00",
      "Closed",
      site.phone,
      site.email,
    ]) {
      expect(html, s).toContain(text(s));
    }
    expect(html).toContain(text(c.hero.title));
  });

  it("links the portal in a new tab and Explore our Brands to #brands", async () => {
    const t = await open(desktop, { js: false });
    const hero = t.page.locator("#home");
    for (const [name, href] of [
      ["Dealer Login", site.portal.login],
      ["Become a Dealer", site.portal.register],
    ] as const) {
      const link = hero.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    expect(await hero.getByRole("link", { name: "Explore our Brands" }).getAttribute("href")).toBe("#brands");
    // A real anchor: it works with JavaScript off.
    await hero.getByRole("link", { name: "Explore our Brands" }).click();
    await expect.poll(() => t.page.evaluate(() => document.getElementById("brands")!.getBoundingClientRect().top)).toBeLessThan(200);
  });

  it("has a card per brand linking to its page, with the 120-character preview and its flags", async () => {
    const t = await open(desktop, { js: false });
    const cards = t.page.locator("#brands article");
    expect(await cards.count()).toBe(brands.length);
    for (const [i, brand] of brands.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole("link", { name: brand.name, exact: true }).getAttribute("href")).toBe(`/brands/${brand.slug}`);
      const preview = brandPreview(brand);
      expect(preview.length).toBeLessThanOrEqual(123);
      expect(await card.textContent()).toContain(preview);
      for (const code of brand.countries) {
        await card
          .getByRole("button", { name: `${site.name} serves ${brand.name} in ${en.countries.names[code]}` })
          .waitFor({ state: "attached" });
      }
      expect(await card.getByRole("button").count()).toBe(brand.countries.length);
    }
    // NIMO and Thermocold have their own cuts (spec 2.3).
    expect(await cards.nth(1).textContent()).toContain(brands[1]!.preview!);
    // Nothing is hidden in the server HTML waiting for a reveal script.
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el.parentElement!).opacity))).toEqual(brands.map(() => "1"));
  });

  it("has the showcases' brand and contact links, Norcool's price login and the spec's other links", async () => {
    const t = await open(desktop, { js: false });
    for (const [key, s] of Object.entries(c.showcases)) {
      const section = t.page.locator(`#${s.id}`);
      expect(await section.getByRole("link", { name: s.explore.label }).getAttribute("href"), key).toBe(s.explore.to);
      expect(await section.getByRole("link", { name: s.contact.label }).getAttribute("href"), key).toBe(s.contact.to);
    }
    expect(["#contact", "/contact"].sort()).toEqual([...new Set(Object.values(c.showcases).map((s) => s.contact.to))].sort());
    const priceLogin = t.page.locator("#norcool-showcase").getByRole("link", { name: /dealer prices/ });
    expect(await priceLogin.getAttribute("href")).toBe(site.portal.login);
    expect(await priceLogin.getAttribute("target")).toBe("_blank");
    expect(await t.page.getByRole("link", { name: c.whyChooseUs.link.label }).getAttribute("href")).toBe("/become-dealer");
    expect(await t.page.getByRole("link", { name: c.dryingSeries.allLink.label }).getAttribute("href")).toBe("/brands/nimo");
    const details = t.page.getByRole("link", { name: /Details on the NIMO site/ });
    expect(await details.count()).toBe(3);
    expect(await details.first().getAttribute("target")).toBe("_blank");
    expect(await t.page.locator("#dealers").getByRole("link", { name: "Find a dealer" }).getAttribute("href")).toBe(
      "/brands/norcool#dealers",
    );
  });

  it("shows the about stats, the dealer network and three news cards, the first featured", async () => {
    const t = await open(desktop, { js: false });
    const about = await t.page.locator("#about").textContent();
    for (const s of ["25+", "4", "6", c.about.mission]) expect(about).toContain(s);
    const network = await t.page.locator("#dealers").textContent();
    // The counts come from content/dealers/.
    const resellers = String(dealers.filter((d) => d.tier === "C").length);
    for (const s of [String(dealers.length), "Premium Partner", "Certified Dealer", "Authorized Reseller", resellers])
      expect(network).toContain(s);
    const cards = t.page.locator("#news article");
    expect(await cards.count()).toBe(3);
    expect(await cards.first().textContent()).toContain("Featured");
    for (let i = 0; i < 3; i++) {
      const href = await cards.nth(i).getByRole("link").first().getAttribute("href");
      expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);
      expect(await cards.nth(i).textContent()).toContain("Read more");
    }
    // Spec 2.3: the featured article first, then the newest.
    const first = [...newsItems()].sort(
      (a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate),
    )[0]!;
    expect(await cards.first().getByRole("link").first().getAttribute("href")).toBe(`/news/${first.slug}`);
  });

  it("preloads the hero picture where it is behind the text, and loads every image lazily", () => {
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imageSrcSet="\/images\/home\/hero-kitchen-480\.avif 480w[^"]*" imageSizes="\(min-width: 768px\) 100vw, calc\(100vw - 2rem\)" media="\(min-width: 768px\)" fetchPriority="high"\/>/i,
    );
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(10);
    for (const img of imgs) {
      expect(img, img).toMatch(/ width="\d+"/);
      expect(img, img).toMatch(/ height="\d+"/);
      expect(img, img).toContain('loading="lazy"');
    }
  });
});
