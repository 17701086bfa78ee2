import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pagesFor } from "~/content/i18n/pages.server";
import { uiTexts } from "~/content/i18n/ui.server";
import { formatEuros } from "~/lib/format";
import { languages } from "~/lib/i18n";
import { parseEnv } from "~/server/env.server";
import { legalPages, load, loadRoute, renderText } from "../../../tests/support/legal-pages";
import { rootMatches } from "../../../tests/support/root-data";
import { site } from "../company.server";
import { legalFigures, legalTexts } from "./legal.server";

describe("legal and policy pages", () => {
  it.each(Object.keys(legalPages))("%s shows the company identity from site.ts", async (path) => {
    const { text } = renderText(await loadRoute(legalPages[path as keyof typeof legalPages].module), path);
    for (const value of [site.legalName, site.address.street, site.chamberOfCommerce, site.vatNumber, site.mailboxes.info]) {
      expect(text).toContain(value);
    }
  });

  it("numbers the articles of the terms, as many as content/legal/figures.yml says", async () => {
    const { text } = renderText(await loadRoute("~/routes/terms"), "/general-terms-conditions");
    const count = legalFigures.terms.articleCount;
    for (let i = 1; i <= count; i++) expect(text).toContain(`Article ${i}. `);
    expect(text).not.toContain(`Article ${count + 1}. `);
  });

  it("gives the cookie page the settings panel the footer links to", async () => {
    const { html, text } = renderText(await loadRoute("~/routes/cookies"), "/cookies");
    expect(html).toContain('id="embed-settings"');
    expect(html).toContain('href="#embed-settings"');
    for (const phrase of ["sets no cookies of its own", "embed-consent", "Your choices for videos and maps", "YouTube", "OpenStreetMap"])
      expect(text).toContain(phrase);
  });

  it("renders [label](href) as links and tables with headers", async () => {
    const { html } = renderText(await loadRoute("~/routes/shipping"), "/shipping");
    expect(html).toContain('href="/general-terms-conditions"');
    expect(html).toContain(`href="mailto:${site.mailboxes.info}"`);
    expect(html).toMatch(/<th scope="col">Free delivery over<\/th>/);
    expect(html).not.toContain("](");
  });

  it("keeps the privacy page's sentences on forms reaching the company's own systems", async () => {
    const { text } = renderText(await loadRoute("~/routes/privacy"), "/privacy");
    expect(text).toContain("pass it to our own systems for customer contacts and service requests (such as our CRM or help-desk software)");
  });

  it("keeps the privacy page's retention period equal to the server's default", () => {
    expect(parseEnv({}).RETENTION_DAYS).toBe(legalFigures.privacy.retentionDays);
  });
});

describe("metadata", () => {
  const robots = (meta: MetaDescriptor[]) => meta.find((m) => "name" in m && m.name === "robots");

  it.each(["/general-terms-conditions", "/return-policy", "/shipping", "/privacy", "/cookies"] as const)("%s is noindex", async (path) => {
    const route = await loadRoute(legalPages[path].module);
    for (const lang of languages) {
      expect(robots(route.meta({ loaderData: load(route, path, lang), matches: rootMatches(lang) })), lang).toEqual({
        name: "robots",
        content: "noindex, nofollow",
      });
    }
  });

  it("/warranty is indexed with its title and description from content/pages/metadata", async () => {
    const pages = pagesFor("en");
    const route = await loadRoute("~/routes/warranty");
    const tags = route.meta({ loaderData: load(route, "/warranty"), matches: rootMatches() });
    expect(robots(tags)).toEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ name: "description", content: pages["/warranty"].description });
    expect(tags).toContainEqual({ name: "keywords", content: pages["/warranty"].keywords.join(", ") });
    expect(JSON.stringify(tags)).toContain(pages["/warranty"].title);
  });
});

describe("legal pages in every language (PRODUCT.md 19)", () => {
  it.each(Object.entries(legalPages))("%s: the loader gives the document of the address's language", async (path, { module, key }) => {
    const route = await loadRoute(module);
    for (const lang of languages) {
      const data = load(route, path, lang);
      expect(data.lang).toBe(lang);
      // Equal, not the same object: other tests reload the modules.
      expect(data.document, lang).toEqual(legalTexts[lang][key]);
      expect(data.labels, lang).toEqual(legalTexts[lang].labels);
    }
    expect(load(route, path, "nl").document).not.toEqual(load(route, path, "en").document);
  });

  it.each(Object.entries(legalPages))("%s: every language says the Dutch text is authoritative", async (path, { module }) => {
    const route = await loadRoute(module);
    for (const lang of languages) {
      const { html, text } = renderText(route, path, lang);
      const { before, link, after } = legalTexts[lang].labels.authoritative;
      expect(text, lang).toContain(`${before}${link}${after}`.replace(/[ \t\n\r]+/g, " ").trim());
      const notice = /<p [^>]*data-testid="authoritative-notice"[^>]*>(.*?)<\/p>/.exec(html)![1]!;
      if (lang === "nl") expect(notice).not.toContain("<a ");
      else
        expect(notice, lang).toMatch(new RegExp(`<a [^>]*href="/nl${path}"[^>]*hrefLang="nl"|<a [^>]*hrefLang="nl"[^>]*href="/nl${path}"`));
    }
  });

  it.each(languages.filter((l) => l !== "en"))("%s: pages show the translated document, dates and links in the language", async (lang) => {
    const { html, text } = renderText(await loadRoute("~/routes/shipping"), "/shipping", lang);
    const doc = legalTexts[lang].shipping;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${doc.title.replace("&", "&amp;")}</h1>`));
    for (const section of doc.sections) expect(text).toContain(section.title);
    expect(html).toContain(`href="/${lang}/general-terms-conditions"`);
    expect(html).toContain(`href="/${lang}/return-policy"`);
    expect(html).not.toMatch(/href="\/(general-terms-conditions|return-policy|warranty)"/);
    expect(text).toContain(legalTexts[lang].labels.company.country);
    const dates = { nl: "22 november 2026", de: "22. November 2026", fr: "22 novembre 2026" };
    expect(text).toContain(dates[lang]);
    // The shipping table's amounts written as the language writes them.
    for (const [name, value] of Object.entries(legalFigures.shipping))
      if (name.includes("Euros") && typeof value === "number") expect(text).toContain(formatEuros(value, lang));
    expect(text).not.toContain("Free delivery over");
  });

  it.each(languages)("%s: the terms number their articles", async (lang) => {
    const { text } = renderText(await loadRoute("~/routes/terms"), "/general-terms-conditions", lang);
    const word = legalTexts[lang].terms.numbered!;
    const count = legalFigures.terms.articleCount;
    for (let i = 1; i <= count; i++) expect(text).toContain(`${word} ${i}. `);
    expect(text).not.toContain(`${word} ${count + 1}. `);
  });

  it("gives the cookie page's settings panel the language's texts", async () => {
    const { html } = renderText(await loadRoute("~/routes/cookies"), "/cookies", "de");
    const { embedChoices } = legalTexts.de.labels;
    expect(html).toContain(`>${embedChoices.title}</h2>`);
    expect(html).toContain(embedChoices.autoLoad);
    expect(html).toMatch(new RegExp(`href="#embed-settings"[^>]*>${embedChoices.title}</a>`));
  });

  it("gives each language's metadata, canonical and breadcrumbs", async () => {
    const route = await loadRoute("~/routes/warranty");
    const tags = route.meta({ loaderData: load(route, "/warranty", "fr"), matches: rootMatches("fr") });
    const doc = legalTexts.fr.warranty;
    expect(tags).toContainEqual({ name: "description", content: doc.description });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/fr/warranty` });
    const crumbs = tags
      .flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as { "@type": string; itemListElement?: unknown }] : []))
      .find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({ name: uiTexts.fr.common.breadcrumbHome, item: `${site.url}/fr` }),
      expect.objectContaining({ name: doc.title, item: `${site.url}/fr/warranty` }),
    ]);
  });
});
