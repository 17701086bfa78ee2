import { renderToString } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import BecomeDealer, { loader, meta } from "~/routes/become-dealer";
import { becomeDealer } from "./become-dealer";
import { brands } from "./brands";
import { claims, site } from "./site";

function render(): string {
  const loaderData = loader();
  const Stub = createRoutesStub([{ id: "page", path: "/become-dealer", Component: BecomeDealer, loader: () => loaderData }]);
  const html = renderToString(<Stub initialEntries={["/become-dealer"]} hydrationData={{ loaderData: { page: loaderData } }} />);
  return html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
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

  it("is indexed with a breadcrumb", () => {
    const tags = meta({ loaderData: loader() } as Parameters<typeof meta>[0]) as MetaDescriptor[];
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(JSON.stringify(tags)).toContain('"@type":"BreadcrumbList"');
  });
});
