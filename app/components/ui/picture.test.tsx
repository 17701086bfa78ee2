import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageUrl, Picture, preloadImage } from "./picture";

const art = { src: "/images/home/x", widths: [480, 800, 1200], width: 1200, height: 800 };

describe("Picture", () => {
  it("offers AVIF and WebP at every width, with size and lazy loading", () => {
    const html = renderToStaticMarkup(<Picture image={art} alt="A kitchen" sizes="50vw" />);
    expect(html).toContain('<source type="image/avif" srcSet="/images/home/x-480.avif 480w, /images/home/x-800.avif 800w, /images/home/x-1200.avif 1200w" sizes="50vw"/>');
    expect(html).toContain('srcSet="/images/home/x-480.webp 480w, /images/home/x-800.webp 800w, /images/home/x-1200.webp 1200w"');
    expect(html).toContain('src="/images/home/x-800.webp"');
    expect(html).toMatch(/width="1200" height="800" loading="lazy" decoding="async"/);
    expect(html).toContain('alt="A kitchen"');
    expect(html).toContain("h-auto");
  });

  it("loads a priority image at once with high priority", () => {
    const html = renderToStaticMarkup(<Picture image={art} alt="" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("lazy");
  });

  it("serves a single file as it is, keeping the caller's height", () => {
    const html = renderToStaticMarkup(<Picture image={{ src: "/images/a.svg", width: 400, height: 500 }} alt="" sizes="200px" imgClassName="h-56 w-auto" />);
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("srcSet");
    expect(html).toContain('src="/images/a.svg"');
    expect(html).not.toContain("h-auto");
  });

  it("picks the fallback closest to 960 px and builds a preload link", () => {
    expect(imageUrl({ ...art, widths: [480, 1024, 1920] })).toBe("/images/home/x-1024.webp");
    expect(imageUrl({ src: "/images/a.jpg", width: 10, height: 10 })).toBe("/images/a.jpg");
    expect(preloadImage(art, "100vw")).toEqual({
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: "/images/home/x-480.avif 480w, /images/home/x-800.avif 800w, /images/home/x-1200.avif 1200w",
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  });
});
