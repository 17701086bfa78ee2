import { describe, expect, it } from "vitest";
import { stripLang } from "~/lib/i18n";
import { renderPage } from "../../../tests/support/render-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function Shell() {
  return (
    <>
      <SiteHeader />
      <SiteFooter />
    </>
  );
}

/** The header and footer as the server renders them at `url`, in its language. */
const renderShell = (url: string) => renderPage(Shell, stripLang(new URL(url, "http://localhost").pathname), url, null);

/** The language switcher's links: [hreflang, href, aria-current] of each. */
function languageLinks(html: string): string[][] {
  return [...html.matchAll(/<a [^>]*hrefLang="[^"]+"[^>]*>/gi)].map(([tag]) => [
    /hrefLang="([^"]+)"/i.exec(tag)![1]!,
    /href="([^"]+)"/.exec(tag)![1]!,
    /aria-current="([^"]+)"/.exec(tag)?.[1] ?? "",
  ]);
}

describe("the shell in each language (PRODUCT.md 19)", () => {
  it("speaks Dutch on a Dutch page and links Dutch pages", () => {
    const html = renderShell("/nl/about");
    for (const text of [
      "Over ons",
      "Service & support",
      "Inloggen",
      "Onze merken",
      "Juridisch",
      "Privacybeleid",
      "ma–vr 9.00–17.00 uur, za–zo gesloten",
      "Import- en distributiebedrijf",
      "B.V. · KvK 00000000 · btw-nr. NL",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/nl/news"');
    expect(html).toContain('href="/nl/brands/norcool"');
    expect(html).toContain('href="/nl/cookies#embed-settings"');
    expect(html).toContain('href="/nl#brands"');
    // Only the language switchers link English pages.
    const english = [...html.matchAll(/<a [^>]*href="\/(about|news|contact|privacy)"[^>]*>/g)].map(([tag]) => tag);
    expect(english.length).toBe(3);
    for (const tag of english) expect(tag).toContain('hrefLang="en"');
  });

  it("links the same page in every language, each named in itself, the current one marked", () => {
    const html = renderShell("/de/brands/nimo?x=1");
    const links = languageLinks(html);
    // The header's switcher, the mobile menu's and the footer's.
    expect(links).toHaveLength(12);
    expect(links.slice(0, 4)).toEqual([
      ["en", "/brands/nimo?x=1", ""],
      ["nl", "/nl/brands/nimo?x=1", ""],
      ["de", "/de/brands/nimo?x=1", "true"],
      ["fr", "/fr/brands/nimo?x=1", ""],
    ]);
    expect(links.slice(4, 8)).toEqual(links.slice(0, 4));
    expect(links.slice(8)).toEqual(links.slice(0, 4));
    for (const [lang, name] of [
      ["en", "English"],
      ["nl", "Nederlands"],
      ["de", "Deutsch"],
      ["fr", "Français"],
    ]) {
      expect(html).toMatch(new RegExp(`<a [^>]*lang="${lang}"[^>]*>${name}</a>`));
    }
  });

  it("moves an English page's switcher to the others' home from /", () => {
    const links = languageLinks(renderShell("/"));
    expect(links.slice(0, 4).map(([, href]) => href)).toEqual(["/", "/nl", "/de", "/fr"]);
  });
});
