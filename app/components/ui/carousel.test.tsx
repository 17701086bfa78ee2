import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { WhyChooseUs } from "~/components/sections/home/why-choose-us";
import { loader as homeLoader } from "~/routes/home";
import { renderPage } from "../../../tests/support/render-page";

/** The home page's "Why choose us" carousel as the server renders it at `path`. */
function whyChooseUs(path: string): string {
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: new RouterContextProvider() };
  const { content } = homeLoader(args as unknown as Parameters<typeof homeLoader>[0]);
  return renderPage(() => <WhyChooseUs whyChooseUs={content.whyChooseUs} />, "/", path, {});
}

describe("a carousel's controls and slides are named in the page's language (PRODUCT.md 19)", () => {
  it("on a Dutch page, in Dutch", () => {
    const html = whyChooseUs("/nl");
    expect(html).toContain('aria-label="1 van 3"');
    expect(html).toContain(">Vorige dia</span>");
    expect(html).toContain(">Volgende dia</span>");
    expect(html).toContain('aria-label="Toon dia 3 van 3"');
    expect(html).toContain('aria-roledescription="carrousel"');
    expect(html).toContain('aria-roledescription="dia"');
    for (const english of ["Previous slide", "Next slide", "Show slide", "1 of 3", '"carousel"', '"slide"']) {
      expect(html).not.toContain(english);
    }
  });

  it("on an English page, in English", () => {
    const html = whyChooseUs("/");
    expect(html).toContain(">Previous slide</span>");
    expect(html).toContain('aria-label="Show slide 1 of 3"');
  });
});
