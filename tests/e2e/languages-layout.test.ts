import { describe, expect, it } from "vitest";
import { languageNames, languages, localizePath } from "~/lib/i18n";
import { animationsSettled, axeViolations, desktop, nextFrames, openPage, phone, waitForHydration } from "./support/browser";
import { dropdownButton, dropdownOf } from "./support/header";
import { useSuite } from "./support/suite";

/**
 * The page's frame in four languages (PRODUCT.md 19; docs/decisions/0013-languages.md):
 * header, menus and footer in the address's language, the language switcher, the Dutch
 * not-found page, and the notice an English page shows a visitor whose browser prefers
 * another of the site's languages.
 */
const suite = useSuite();

/** Each language's name, as the switcher writes it. */
const names = languages.map((lang) => [lang, languageNames[lang]] as const);

describe("the frame in Dutch", () => {
  it("shows the header, footer and skip link in Dutch on a /nl page, linking Dutch pages", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/nl/about`);
    expect(await t.page.getAttribute("html", "lang")).toBe("nl");
    const company = t.page.getByRole("banner").getByRole("navigation", { name: "Bedrijf" });
    expect(await company.getByRole("link", { name: "Over ons" }).getAttribute("href")).toBe("/nl/about");
    expect(await company.getByRole("link", { name: "Nieuws" }).getAttribute("href")).toBe("/nl/news");
    expect(await company.locator("summary", { hasText: "Service & support" }).count()).toBe(1);
    expect(
      await t.page.getByRole("navigation", { name: "Merken", exact: true }).getByRole("link", { name: "NIMO" }).getAttribute("href"),
    ).toBe("/nl/brands/nimo");
    const footer = t.page.getByRole("contentinfo");
    for (const heading of ["Onze merken", "Bedrijf", "Juridisch", "Dealers"]) {
      expect(await footer.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await footer.getByRole("link", { name: "Privacybeleid" }).getAttribute("href")).toBe("/nl/privacy");
    expect(await footer.getByRole("link", { name: "Privacy-instellingen voor video’s en kaarten" }).getAttribute("href")).toBe(
      "/nl/cookies#embed-settings",
    );
    expect(await footer.textContent()).toContain("ma–vr 9.00–17.00 uur, za–zo gesloten");
    await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe("Direct naar de inhoud");
  });

  it("shows the mobile menu in Dutch, with the languages at its end", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/nl/contact`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Menu openen" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { name: "Onze merken" }).count()).toBe(1);
    const nav = dialog.getByRole("navigation", { name: "Navigatie" });
    expect(await nav.getByRole("link", { name: "Voorwaarden", exact: true }).getAttribute("href")).toBe("/nl/general-terms-conditions");
    expect(await nav.getByRole("link", { name: "Over ons" }).getAttribute("href")).toBe("/nl/about");
    const switcher = dialog.getByRole("navigation", { name: "Taal" });
    expect(await switcher.getByRole("link", { name: "Deutsch" }).getAttribute("href")).toBe("/de/contact");
    expect(await switcher.getByRole("link", { name: "Nederlands" }).getAttribute("aria-current")).toBe("true");
    expect(await dialog.getByRole("button", { name: "Menu sluiten" }).count()).toBe(1);
  });
});

describe("the language switcher", () => {
  it("links the same page, query kept, in every language, each named in itself with hreflang and lang", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/de/search?q=norcool`);
    const switchers = [
      dropdownOf(dropdownButton(t.page, "Deutsch")),
      t.page.getByRole("contentinfo").getByRole("navigation", { name: "Sprache" }),
    ];
    for (const switcher of switchers) {
      for (const [lang, name] of names) {
        const link = switcher.getByRole("link", { name, includeHidden: true });
        expect(await link.getAttribute("href"), name).toBe(`${lang === "en" ? "" : `/${lang}`}/search?q=norcool`);
        expect(await link.getAttribute("hreflang"), name).toBe(lang);
        expect(await link.getAttribute("lang"), name).toBe(lang);
        expect(await link.getAttribute("aria-current"), name).toBe(lang === "de" ? "true" : null);
      }
    }
  });

  it("opens in the header by keyboard, with visible focus, and closes with Escape", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 1024, height: 800 } });
    await t.page.goto(`${suite.server.url}/fr/brands/nimo`);
    await waitForHydration(t.page);
    const summary = dropdownButton(t.page, "Français");
    await summary.focus();
    expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    expect(await summary.textContent()).toContain("Français");
    await t.page.keyboard.press("Enter");
    const english = t.page.getByRole("banner").getByRole("link", { name: "English" });
    await english.waitFor({ state: "visible" });
    await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe("English");
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    await english.waitFor({ state: "hidden" });
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("works without JavaScript: a footer link and the header's list load the page in that language", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/about`);
    await t.page.getByRole("contentinfo").getByRole("link", { name: "Nederlands" }).click();
    await t.page.waitForURL(/\/nl\/about$/);
    expect(await t.page.getAttribute("html", "lang")).toBe("nl");
    expect(await t.page.getByRole("banner").getByRole("navigation", { name: "Bedrijf" }).count()).toBe(1);
    await dropdownButton(t.page, "Nederlands").click();
    await t.page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
    await t.page.waitForURL(/\/de\/about$/);
    expect(await t.page.getAttribute("html", "lang")).toBe("de");
    expect(await t.page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).getAttribute("aria-current")).toBe("true");
  });
});

describe("the not-found page in Dutch", () => {
  it("answers /nl/this-does-not-exist with 404 and the Dutch not-found page", async () => {
    const res = await fetch(`${suite.server.url}/nl/this-does-not-exist`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("<title>Pagina niet gevonden | ");
    expect(html).toContain("Oeps! Pagina niet gevonden");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain("Oops! Page not found");

    const t = await openPage(suite.browser, { viewport: phone });
    t.allowErrors(/status of 404/);
    await t.page.goto(`${suite.server.url}/nl/this-does-not-exist`);
    await t.page.getByRole("heading", { level: 1, name: "Oeps! Pagina niet gevonden" }).waitFor();
    expect(await t.page.getByRole("link", { name: "Terug naar de startpagina" }).getAttribute("href")).toBe("/nl");
  });
});

describe("a request the site has no handler for", () => {
  it("answers a POST to a page without a form with 405 on a bare page, not a 500", async () => {
    const res = await fetch(`${suite.server.url}/nl/about`, { method: "POST", body: new URLSearchParams({ x: "1" }) });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("405 Method Not Allowed");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});

describe("the notice offering the visitor's language", () => {
  const notice = "Diese Seite gibt es auch auf Deutsch.";

  it("appears on an English page for a German browser, moves nothing, and stays closed for the visit once closed", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, locale: "de-DE" });
    await t.page.goto(`${suite.server.url}/about?ref=test`);
    const aside = t.page.getByRole("complementary", { name: notice });
    await aside.waitFor();
    expect(await aside.getAttribute("lang")).toBe("de");
    // Checked once it has faded in: half-way, its colours blend with the page's.
    await animationsSettled(aside);
    expect(await axeViolations(t.page)).toEqual([]);
    const link = aside.getByRole("link", { name: "Auf Deutsch weiterlesen" });
    expect(await link.getAttribute("href")).toBe("/de/about?ref=test");
    expect(await link.getAttribute("hreflang")).toBe("de");
    // Its holder takes no room in the page: nothing moved when it appeared.
    expect(await aside.evaluate((el) => [el.parentElement!.offsetHeight, getComputedStyle(el.parentElement!).position])).toEqual([
      0,
      "sticky",
    ]);

    // At the end of the page it rests above the footer, over none of its links.
    await t.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await nextFrames(t.page);
    expect(
      await aside.evaluate((el) => {
        const n = el.getBoundingClientRect();
        return [...document.querySelectorAll("footer a")].some((a) => {
          const r = a.getBoundingClientRect();
          return r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom;
        });
      }),
    ).toBe(false);

    await aside.getByRole("button", { name: "Hinweis schließen" }).click();
    await aside.waitFor({ state: "detached" });
    await t.page.reload();
    await waitForHydration(t.page);
    await t.page.waitForLoadState("networkidle");
    await nextFrames(t.page);
    expect(await t.page.getByTestId("language-notice").count()).toBe(0);
  });

  it("never shows on a /de page, nor for a browser that prefers English", async () => {
    for (const [path, locale] of [
      ["/de/about", "de-DE"],
      ["/de", "de-DE"],
      ["/about", "en-GB"],
    ] as const) {
      const t = await openPage(suite.browser, { viewport: phone, locale });
      await t.page.goto(suite.server.url + path);
      await waitForHydration(t.page);
      await t.page.waitForLoadState("networkidle");
      await nextFrames(t.page);
      expect(await t.page.getByTestId("language-notice").count(), `${path} (${locale})`).toBe(0);
      await t.close();
    }
  });
});

/**
 * Texts, in the page's own boxes, that run out of them: an element laid out with visible
 * overflow whose own text is wider than its box. Run in the page, with every section rendered.
 */
const spilledText = () =>
  [...document.querySelectorAll("body *")].flatMap((el) => {
    if (!(el instanceof HTMLElement) || !el.checkVisibility() || el.closest(".sr-only, [aria-hidden='true']")) return [];
    const style = getComputedStyle(el);
    if (style.overflowX !== "visible" || style.display === "inline" || style.display === "contents") return [];
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    return ownText && el.scrollWidth > el.clientWidth + 1
      ? [`<${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 40)}" ${el.scrollWidth} px in ${el.clientWidth}`]
      : [];
  });

describe("long words", () => {
  // Dutch and German compounds are longer than any word of the English pages: in a third of
  // the about page's panel, a download category's card or a page's title, they broke out of
  // their box at these widths ("Markenpartnerschaft", "Gebruikershandleidingen",
  // "Producthandleidingen"; app/app.css).
  it.each([320, 1024])("stay inside their boxes in Dutch, German and French at %i px", async (width) => {
    const t = await openPage(suite.browser, { viewport: { width, height: 900 } });
    const spills: string[] = [];
    for (const lang of ["nl", "de", "fr"] as const) {
      for (const path of ["/about", "/downloads", "/manuals", "/become-dealer"]) {
        const url = localizePath(path, lang);
        await t.page.goto(suite.server.url + url);
        spills.push(...(await t.page.evaluate(spilledText)).map((spill) => `${url}: ${spill}`));
      }
    }
    expect(spills).toEqual([]);
  });

  it("are hyphenated in Dutch and German where the browser knows the language; English and French as written", async () => {
    const t = await openPage(suite.browser, { viewport: phone, javaScriptEnabled: false });
    const hyphens: Record<string, string> = {};
    for (const lang of languages) {
      await t.page.goto(suite.server.url + localizePath("/manuals", lang));
      hyphens[lang] = await t.page.locator("h1").evaluate((h1) => getComputedStyle(h1).hyphens);
    }
    expect(hyphens).toEqual({ en: "manual", nl: "auto", de: "auto", fr: "manual" });
  });
});
