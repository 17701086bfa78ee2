import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import Sitemap, { loader, meta } from "~/routes/sitemap";
import NotFoundRoute, { loader as notFoundLoader, meta as notFoundMeta } from "~/routes/not-found";
import { brandLinks } from "./brands.server";
import { site } from "./company.server";
import { renderPage } from "../../tests/support/render-page";
import { rootMatches } from "../../tests/support/root-data";

const loaderArgs = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: new RouterContextProvider() }) as unknown as Parameters<
    typeof loader
  >[0];

const render = (path: string) => renderPage(Sitemap as never, "/sitemap", path, loader(loaderArgs(path)));

describe("/sitemap (spec 2.1)", () => {
  it("links every page, the brands, the portal and the network", () => {
    const html = render("/sitemap");
    for (const path of [
      "/",
      "/about",
      "/news",
      "/contact",
      "/become-dealer",
      "/request-access",
      "/service-request",
      "/warranty",
      "/manuals",
      "/downloads",
      "/general-terms-conditions",
      "/privacy",
      "/return-policy",
      "/shipping",
      "/cookies",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
    for (const b of brandLinks) expect(html).toContain(`href="/brands/${b.slug}"`);
    for (const url of [site.portal.login, site.portal.register, site.professionalNetwork]) expect(html).toContain(`href="${url}"`);
    expect(html).toContain(">Main Pages</h2>");
  });

  it.each([
    ["/nl/sitemap", "nl", "Hoofdpagina’s", "Sitemap"],
    ["/de/sitemap", "de", "Hauptseiten", "Sitemap"],
    ["/fr/sitemap", "fr", "Pages principales", "Plan du site"],
  ] as const)("%s is in its language and links that language's pages", (path, lang, group, title) => {
    const data = loader(loaderArgs(path));
    expect(data.hero.title).toBe(title);
    expect(data.groups[0]!.title).toBe(group);
    const html = render(path);
    expect(html).toContain(`href="/${lang}/about"`);
    expect(html).toContain(`href="/${lang}/brands/norcool"`);
    expect(html).toContain(`href="/${lang}"`);
    expect(html).not.toContain('href="/about"');
    const tags = meta({ loaderData: data, matches: rootMatches(lang) } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: expect.stringContaining(title) });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}${path}` });
  });
});

describe("not-found page (spec 2.10)", () => {
  it.each([
    ["en", "Oops! Page not found", "Page not found", 'href="/"'],
    ["nl", "Oeps! Pagina niet gevonden", "Pagina niet gevonden", 'href="/nl"'],
    ["de", "Hoppla! Seite nicht gefunden", "Seite nicht gefunden", 'href="/de"'],
    ["fr", "Oups\u00a0! Page introuvable", "Page introuvable", 'href="/fr"'],
  ] as const)("speaks %s, links home in it and is noindex", (lang, heading, title, home) => {
    const path = lang === "en" ? "/missing" : `/${lang}/missing`;
    const html = renderPage(NotFoundRoute as never, "/missing", path, { path });
    expect(html).toContain(heading);
    expect(html).toContain(home);
    const answer = notFoundLoader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: new RouterContextProvider(),
    } as never);
    expect(answer.init?.status).toBe(404);
    const tags = notFoundMeta({ loaderData: answer.data, matches: rootMatches(lang) } as unknown as Parameters<typeof notFoundMeta>[0]);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}${path}` });
    expect(tags).toContainEqual({ title: expect.stringContaining(title) });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
