import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import BecomeDealer, { loader, meta } from "~/routes/become-dealer";
import { becomeDealerCopy } from "./i18n/pages.server";
import { brandsFor } from "./brands.server";
import { claims, site } from "./company.server";
import { renderPage } from "../../tests/support/render-page";
import { rootMatches } from "../../tests/support/root-data";

const brands = brandsFor("en");

const { en: becomeDealer, de: becomeDealerDe, nl: becomeDealerNl } = becomeDealerCopy;

const load = (path: string) =>
  loader({ request: new Request(`http://localhost${path}`), params: {}, context: new RouterContextProvider() } as unknown as Parameters<
    typeof loader
  >[0]);

function render(path = "/become-dealer"): string {
  return renderPage(BecomeDealer, "/become-dealer", path, load(path));
}

describe("/become-dealer (spec 2.4)", () => {
  const html = render();

  it("shows the stats from claims: 25+ years, 500+ active dealers, 4 countries, 6 brands", () => {
    for (const value of [claims.yearsExperience, claims.activeDealers, String(claims.countriesServed), String(claims.brandCount)]) {
      expect(html).toMatch(new RegExp(`<dd[^>]*>${value.replace("+", "\\+")}</dd>`));
    }
    for (const label of ["Years of combined experience", "Active dealers", "Countries served", "Premium brands"]) {
      expect(html).toContain(label);
    }
  });

  it("opens Apply Now at the portal's register page in a new tab", () => {
    const applies = html.match(/<a [^>]*>Apply Now/g)!;
    expect(applies.length).toBeGreaterThanOrEqual(1);
    for (const a of applies) {
      expect(a).toContain(`href="${site.portal.register}"`);
      expect(a).toContain('target="_blank"');
      expect(a).toContain('rel="noopener noreferrer"');
    }
  });

  it("links the brochure PDF as a download", () => {
    const links = html.match(/<a [^>]*download[^>]*>/g)!;
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const a of links) expect(a).toContain('href="/files/brochures/dealer-brochure.pdf"');
    expect(html).toContain("Download Brochure");
  });

  it("lists every brand with a link to its page", () => {
    for (const b of brands) {
      expect(html).toContain(`href="/brands/${b.slug}"`);
      expect(html).toContain(b.name);
    }
  });

  it("shows benefits, portal features and the four steps in order", () => {
    for (const b of becomeDealer.benefits.items) expect(html).toContain(b.title);
    for (const f of becomeDealer.portal.features) expect(html).toContain(f);
    const titles = ["Apply online", "Review", "Partnership meeting", "Launch support"];
    expect(becomeDealer.steps.items.map((s) => s.title)).toEqual(titles);
    const text = html.replace(/<[^>]+>/g, "");
    const positions = titles.map((t, i) => text.indexOf(`Step ${i + 1}: ${t}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("has its buttons and screen-reader labels in the page's language (PRODUCT.md 19)", () => {
    const dutch = render("/nl/become-dealer");
    expect(dutch).toMatch(/<a [^>]*>Nu aanmelden/);
    expect(dutch).toContain("Ons dealernetwerk in cijfers");
    expect(dutch).toContain("Stap 1: ");
    expect(dutch).toContain("Log in op het dealerportaal");
    expect(dutch).not.toContain("Apply Now");
    const german = render("/de/become-dealer");
    expect(german).toContain("Jetzt bewerben");
    expect(german).toContain("Unser Händlernetz in Zahlen");
  });

  it("is indexed with a breadcrumb", () => {
    const tags = meta({ loaderData: load("/become-dealer"), matches: rootMatches() } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(JSON.stringify(tags)).toContain('"@type":"BreadcrumbList"');
  });

  it("lists each brand's countries as one list", () => {
    expect(html).toContain("Available in the Netherlands, Belgium, Luxembourg and Germany");
  });
});

describe("/nl/become-dealer and /de/become-dealer (PRODUCT.md 19)", () => {
  it("gives a Dutch request the Dutch copy and a German one the German copy", () => {
    expect(load("/nl/become-dealer").copy).toBe(becomeDealerNl);
    expect(load("/de/become-dealer").copy).toBe(becomeDealerDe);
    expect(load("/become-dealer").copy).toBe(becomeDealer);
  });

  it("renders the Dutch page with Dutch words and links to Dutch pages", () => {
    const html = render("/nl/become-dealer");
    expect(html).toContain(becomeDealerNl.hero.title);
    expect(html).toContain(becomeDealerNl.benefits.items[0]!.title);
    expect(html).toContain('href="/nl/brands/norcool"');
    expect(html).not.toContain('href="/brands/norcool"');
  });

  it("names and links the page in German in its metadata and breadcrumb", () => {
    const tags = meta({ loaderData: load("/de/become-dealer"), matches: rootMatches("de") } as Parameters<typeof meta>[0]);
    const json = JSON.stringify(tags);
    expect(tags).toContainEqual({ name: "description", content: becomeDealerDe.meta.description });
    expect(json).toContain(`"item":"${site.url}/de/become-dealer"`);
    expect(json).toContain(`"name":"${becomeDealerDe.meta.title}"`);
    expect(json).toContain(`"item":"${site.url}/de"`);
  });
});
