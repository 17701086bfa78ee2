import { describe, expect, it } from "vitest";
import { absoluteUrl, breadcrumbJsonLd, buildMeta, videoJsonLd, type SiteMetaDefaults } from "./meta";

const defaults: SiteMetaDefaults = {
  url: "https://www.example.nl",
  name: "Example Distribution",
  image: "/images/social-default.png",
  imageAlt: "Example",
  keywords: ["example", "appliances"],
  jsonLd: [{ "@type": "Organization", name: "Example Distribution" }],
};

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("buildMeta", () => {
  const meta = buildMeta(defaults, {
    title: "About us",
    description: "Who we are.",
    path: "/about",
    keywords: ["about", "company"],
  });

  it("sets title, description and keywords", () => {
    expect(meta).toContainEqual({ title: "About us | Example Distribution" });
    expect(find(meta, "name", "description")?.content).toBe("Who we are.");
    expect(find(meta, "name", "keywords")?.content).toBe("about, company");
  });

  it("gives a page without keywords of its own the site's", () => {
    const page = buildMeta(defaults, { title: "Search", description: "d", path: "/search" });
    expect(find(page, "name", "keywords")?.content).toBe("example, appliances");
  });

  it("builds the canonical link from the site address, never the request", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.nl/about" });
    const home = buildMeta(defaults, { title: "Home", description: "d", path: "/" });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.nl/" });
  });

  it("adds Open Graph and Twitter tags with the default image and type website", () => {
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.nl/images/social-default.png");
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.nl/about");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://www.example.nl/images/social-default.png");
  });

  it("uses the page's own image and type when given", () => {
    const article = buildMeta(defaults, {
      title: "News",
      description: "d",
      path: "/news/x",
      image: "/images/news/x.svg",
      type: "article",
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "og:image")?.content).toBe("https://www.example.nl/images/news/x.svg");
  });

  it("marks noindex pages and indexes the rest", () => {
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
    const privacy = buildMeta(defaults, { title: "Privacy", description: "d", path: "/privacy", noIndex: true });
    expect(find(privacy, "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("puts site-wide JSON-LD first, then the page's own", () => {
    const withLd = buildMeta(defaults, { title: "T", description: "d", path: "/t", jsonLd: [{ "@type": "Brand" }] });
    const ld = withLd
      .filter((m) => "script:ld+json" in m)
      .map((m) => (m as Record<string, { "@type": string }>)["script:ld+json"]!["@type"]);
    expect(ld).toEqual(["Organization", "Brand"]);
  });

  it("does not repeat the site name in a title that has it", () => {
    const home = buildMeta(defaults, { title: "Example Distribution – premium appliances", description: "d", path: "/" });
    expect(home).toContainEqual({ title: "Example Distribution – premium appliances" });
  });
});

describe("JSON-LD helpers", () => {
  it("makes absolute URLs", () => {
    expect(absoluteUrl("https://a.nl/", "/x")).toBe("https://a.nl/x");
    expect(absoluteUrl("https://a.nl", "x")).toBe("https://a.nl/x");
    expect(absoluteUrl("https://a.nl", "https://b.nl/y")).toBe("https://b.nl/y");
  });

  it("numbers breadcrumbs from 1", () => {
    const ld = breadcrumbJsonLd("https://a.nl", [
      { name: "Home", path: "/" },
      { name: "News", path: "/news" },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://a.nl/"],
      [2, "https://a.nl/news"],
    ]);
  });

  it("gives video objects the spec's fields and upload date", () => {
    const ld = videoJsonLd("https://a.nl", {
      name: "Norcool",
      description: "Film",
      thumbnail: "/p.jpg",
      contentUrl: "/v.mp4",
      embedUrl: "https://a.nl/brands/norcool",
    }) as Record<string, string>;
    expect(ld).toMatchObject({
      "@type": "VideoObject",
      name: "Norcool",
      description: "Film",
      thumbnailUrl: "https://a.nl/p.jpg",
      uploadDate: "2025-01-01",
      contentUrl: "https://a.nl/v.mp4",
      embedUrl: "https://a.nl/brands/norcool",
    });
  });
});
