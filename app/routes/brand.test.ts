import { RouterContextProvider } from "react-router";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { de } from "~/content/interface/de";
import { en } from "~/content/interface/en";
import { fr } from "~/content/interface/fr";
import { nl } from "~/content/interface/nl";
import { brandEntries } from "~/content/brands.server";
import type { Lang } from "~/lib/i18n";
import { rootMatches } from "../../tests/support/root-data";
import { thrownResponse } from "../../tests/support/route-error";
import { loader, meta } from "./brand";

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

function load(path: string) {
  const slug = path.split("/").at(-1)!;
  return loader({
    request: new Request(`http://localhost${path}`),
    params: { slug },
    context: new RouterContextProvider(),
  } as unknown as LoaderArgs);
}

const entry = (slug: string) => brandEntries.find((e) => e.slug === slug)!;
const norcool = entry("norcool");
const copy = {
  en: { prefix: "", page: norcool.page.en, labels: en.brandPageLabels, texts: norcool.brand.en },
  nl: { prefix: "/nl", page: norcool.page.nl, labels: nl.brandPageLabels, texts: norcool.brand.nl },
  de: { prefix: "/de", page: norcool.page.de, labels: de.brandPageLabels, texts: norcool.brand.de },
  fr: { prefix: "/fr", page: norcool.page.fr, labels: fr.brandPageLabels, texts: norcool.brand.fr },
} as const;

describe("the brand route's loader (PRODUCT.md 19)", () => {
  it.each(Object.entries(copy) as [Lang, (typeof copy)[Lang]][])("gives %s copy at its address", (_lang, expected) => {
    const data = load(`${expected.prefix}/brands/norcool`);
    expect(data.page).toBe(expected.page);
    expect(data.labels).toBe(expected.labels);
    expect(data.brand.name).toBe("Norcool");
    expect(data.brand.tagline).toBe(expected.texts.tagline);
    expect(data.brand.description).toBe(expected.texts.description);
  });

  it("gives Dutch, German and French words, not English ones", () => {
    expect(load("/nl/brands/nimo").page.hero.subtitle).toBe("Professionele droogkasten");
    expect(load("/de/brands/nimo").page.hero.subtitle).toBe("Professionelle Trockenschränke");
    expect(load("/fr/brands/nimo").page.hero.subtitle).toBe("Armoires séchantes professionnelles");
    expect(load("/de/brands/thermocold").brand.preview).toMatch(/^Thermocold .*…$/);
    // A brand without its own cut in English has none in a translation either.
    expect(load("/fr/brands/winefit").brand.preview).toBeUndefined();
  });

  it("keeps the Winemaster page's partnership year in every language (PRODUCT.md 2)", () => {
    for (const prefix of ["", "/nl", "/de", "/fr"]) expect(load(`${prefix}/brands/winemaster`).page.story.partnership.since).toBe(2004);
  });

  it("answers 404 for an unknown brand under a prefix", () => {
    let thrown: unknown;
    try {
      load("/de/brands/unknown");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe("the brand route's metadata", () => {
  function tags(lang: Lang, slug: string): MetaDescriptor[] {
    const loaderData = load(`${copy[lang].prefix}/brands/${slug}`);
    const location = { pathname: `${copy[lang].prefix}/brands/${slug}` };
    return meta({ loaderData, location, matches: rootMatches(lang) } as unknown as MetaArgs);
  }
  const jsonLd = (all: MetaDescriptor[]) =>
    all.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));

  it("is written in the page's language, with its own address", () => {
    const all = tags("de", "norcool");
    expect(all.find((t) => "title" in t)).toEqual({ title: expect.stringMatching(new RegExp(`^${norcool.page.de.meta.title} \\| `)) });
    expect(all).toContainEqual({ name: "description", content: norcool.page.de.meta.description });
    expect(all).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/de/brands/norcool" });
    expect(all).toContainEqual({ property: "og:image:alt", content: `Norcool: ${norcool.brand.de.tagline}` });
  });

  it("gives structured data in the page's language, with its addresses", () => {
    const data = jsonLd(tags("fr", "norcool"));
    const brand = data.find((d) => d["@type"] === "Brand")!;
    expect(brand).toMatchObject({
      url: "http://localhost:3000/fr/brands/norcool",
      slogan: norcool.brand.fr.tagline,
      description: norcool.brand.fr.description,
    });
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "http://localhost:3000/fr" },
      { "@type": "ListItem", position: 2, name: "Norcool", item: "http://localhost:3000/fr/brands/norcool" },
    ]);
    const video = data.find((d) => d["@type"] === "VideoObject")!;
    expect(video).toMatchObject({
      name: norcool.page.fr.hero.media.kind === "video" ? norcool.page.fr.hero.media.name : "",
      embedUrl: "http://localhost:3000/fr/brands/norcool",
      inLanguage: "fr",
    });
  });

  it("stays as it was in English", () => {
    const data = jsonLd(tags("en", "norcool"));
    expect(data.find((d) => d["@type"] === "Brand")).toMatchObject({
      url: "http://localhost:3000/brands/norcool",
      slogan: norcool.brand.en.tagline,
    });
    expect((data.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement as { name: string; item: string }[])[0]).toMatchObject({
      name: "Home",
      item: "http://localhost:3000/",
    });
  });
});

describe("an unknown brand under a prefix", () => {
  it("has the not-found page's title in the page's language, and noindex", () => {
    const error = thrownResponse(() => load("/nl/brands/acme"));
    const tags = meta({ loaderData: undefined, error, location: { pathname: "/nl/brands/acme" }, matches: rootMatches("nl") } as never);
    expect(tags).toContainEqual({ title: "Pagina niet gevonden | Premium Appliance Distribution" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
