import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

describe("Picture with a photo", () => {
  it("offers AVIF then WebP at every width, with the photo's size (no layout shift) and its colour until it loads", () => {
    const html = renderToStaticMarkup(
      <Picture
        image={{
          src: "/images/photos/kitchen",
          widths: [480, 2000],
          formats: ["avif", "webp"],
          width: 2000,
          height: 1250,
          placeholder: "#a0522d",
        }}
        alt="A kitchen studio"
        sizes="100vw"
      />,
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/photos/kitchen-480.avif 480w, /images/photos/kitchen-2000.avif 2000w" sizes="100vw"/>',
    );
    expect(html).toContain('srcSet="/images/photos/kitchen-480.webp 480w, /images/photos/kitchen-2000.webp 2000w"');
    expect(html).toMatch(/width="2000" height="1250"/);
    expect(html).toContain('style="background-color:#a0522d"');
    expect(html).toContain('alt="A kitchen studio"');
  });
});
