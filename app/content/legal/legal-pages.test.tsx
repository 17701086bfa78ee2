import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, type MetaDescriptor, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { legalTexts, type LegalTexts } from "~/content/i18n/news.server";
import { rootData, uiTexts } from "~/content/i18n/ui.server";
import { languages, prefixPath, type Lang } from "~/lib/i18n";
import { parseEnv } from "~/server/env.server";
import { serviceTimeIn, site } from "../company.server";
import { euros, legalFigures, range, years } from "./figures";
import { legalChecks, legalDocumentSchema } from "./schema.server";
import { shippingDocument } from "./shipping";
import { rootMatches } from "../../../tests/support/root-data";

type Figures = typeof legalFigures;

interface LoaderArgs {
  request: Request;
  params: Record<string, string>;
  context: object;
}

interface RouteModule {
  default: NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;
  loader: (args: LoaderArgs) => { lang: Lang; document: unknown; labels: unknown };
  meta: (args: { loaderData: unknown; matches: unknown[] }) => MetaDescriptor[];
}

/** A route module, from the module registry as it is now (a test may have reset it). */
async function loadRoute(module: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ module)) as RouteModule;
}

/** The loader's data for the page at `path` (English) in `lang`: the language comes from the address. */
function load(route: RouteModule, path: string, lang: Lang = "en") {
  return route.loader({
    request: new Request(`http://localhost${prefixPath(path, lang)}`),
    params: {},
    context: new RouterContextProvider(),
  });
}

/** A route as the server renders it in a language (loader data and the root's texts included), and its text without tags. */
function renderText(route: RouteModule, path: string, lang: Lang = "en"): { html: string; text: string } {
  const loaderData = load(route, path, lang);
  const url = prefixPath(path, lang);
  const root = rootData(lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      loader: () => root,
      children: [{ id: "page", path: url, Component: route.default, loader: () => loaderData }],
    },
  ]);
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root, page: loaderData } }} />);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/[ \t\n\r]+/g, " ");
  return { html, text };
}

/**
 * The sentences each page must contain, built from the figures: the test passes the real
 * figures and a changed copy, so a number typed into a page instead of taken from
 * figures.ts fails it.
 */
const expectations: Record<string, { module: string; phrases: (f: Figures) => string[] }> = {
  "/general-terms-conditions": {
    module: "~/routes/terms",
    phrases: ({ terms: t }) => [
      `change or cancel an order within ${t.changeOrCancelWorkingDays} working days of our order confirmation`,
      `raise the agreed price by more than ${t.priceRiseThresholdPercent}%, you may terminate the agreement by telling us in writing within ${t.priceRiseTerminationWorkingDays} working days`,
      `visible defects, damage in transport, and missing or wrong items to us in writing within ${t.visibleDefectWorkingDays} working days of delivery`,
      `(hidden defects) in writing within ${t.hiddenDefectMonths} months`,
      `pay each invoice within ${t.paymentDays} days of the invoice date`,
      `You are in default if you have still not paid ${t.defaultNoticeWorkingDays} working days after that notice`,
      `penalty of ${euros(t.repossessionPenaltyEurosPerDay)} for every day the refusal continues`,
      "governed by Dutch law",
      "competent Dutch court",
    ],
  },
  "/return-policy": {
    module: "~/routes/return-policy",
    phrases: ({ returns: r, terms }) => [
      `return a product within ${r.windowDays} days of the day it was delivered`,
      `we refund you within ${range(r.refundBusinessDays)} business days`,
      `within ${terms.visibleDefectWorkingDays} working days of delivery`,
    ],
  },
  "/shipping": {
    module: "~/routes/shipping",
    phrases: ({ shipping: s }) => [
      ...s.zones.map(
        (z) =>
          `${z.region.replace(/^the /, "The ")} ${euros(z.freeOverEuros)} ${euros(z.standardEuros)} ${
            z.deliveryDays ? `${range(z.deliveryDays)} working days` : "Date agreed with you"
          }`,
      ),
      `Items weighing more than ${s.twoPersonTeamOverKg} kg are delivered by a two-person team`,
      `We guarantee our installation work for ${years(s.installationGuaranteeYears)}`,
    ],
  },
  "/warranty": {
    module: "~/routes/warranty",
    phrases: ({ warranty: w, service }) => [
      `Appliances for household use (standard warranty) ${years(w.standardYears)}`,
      `Premium wine storage: wine cabinets and wine cellar climate systems ${years(w.premiumWineStorageYears)}`,
      `Appliances in commercial use, such as in restaurants, bars, hotels and offices ${years(w.commercialYears)}`,
      `An extended warranty must be bought within ${w.extendedPurchaseWithinDays} days of purchase`,
      `We respond within ${range(service.responseHours)} hours`,
      ...service.hours.map((h) => `${h.days} ${serviceTimeIn(h.id, "en", "Emergencies only")}`),
    ],
  },
  "/privacy": {
    module: "~/routes/privacy",
    phrases: ({ privacy }) => [
      `Form submissions are deleted automatically from the website's database ${privacy.retentionDays} days after they were sent`,
      `E-mail ${site.mailboxes.info} from the address you used in the form`,
      "This website does not use analytics, advertising or tracking tools",
      "local storage",
      "Server logs",
      "Service request form: your name, e-mail address",
      "Dealer application: your name, company, e-mail address and phone number",
    ],
  },
  "/cookies": {
    module: "~/routes/cookies",
    phrases: () => ["sets no cookies of its own", "embed-consent", "Your choices for videos and maps", "YouTube", "OpenStreetMap"],
  },
};

describe("legal and policy pages", () => {
  it.each(Object.entries(expectations))("%s states every figure from figures.ts", async (path, { module, phrases }) => {
    const { text } = renderText(await loadRoute(module), path);
    for (const phrase of phrases(legalFigures)) expect(text).toContain(phrase);
  });

  it.each(Object.keys(expectations))("%s shows the company identity from its details", async (path) => {
    const { text } = renderText(await loadRoute(expectations[path]!.module), path);
    for (const value of [site.legalName, site.address.street, site.chamberOfCommerce, site.vatNumber, site.mailboxes.info]) {
      expect(text).toContain(value);
    }
  });

  it("numbers the 14 articles of the terms", async () => {
    const { text } = renderText(await loadRoute("~/routes/terms"), "/general-terms-conditions");
    const count = legalFigures.terms.articleCount;
    for (let i = 1; i <= count; i++) expect(text).toContain(`Article ${i}. `);
    expect(text).not.toContain(`Article ${count + 1}. `);
  });

  it("gives the cookie page the settings panel the footer links to", async () => {
    const { html } = renderText(await loadRoute("~/routes/cookies"), "/cookies");
    expect(html).toContain('id="embed-settings"');
    expect(html).toContain('href="#embed-settings"');
  });

  it("renders [label](href) as links and tables with headers", async () => {
    const { html } = renderText(await loadRoute("~/routes/shipping"), "/shipping");
    expect(html).toContain('href="/general-terms-conditions"');
    expect(html).toContain(`href="mailto:${site.mailboxes.info}"`);
    expect(html).toMatch(/<th scope="col">Free delivery over<\/th>/);
    expect(html).not.toContain("](");
  });

  it("keeps the privacy page's retention period equal to the server's default", () => {
    expect(parseEnv({}).RETENTION_DAYS).toBe(legalFigures.privacy.retentionDays);
  });
});

describe("build-time checks (validate.server.ts)", () => {
  it("accept the legal content as it is", () => {
    for (const check of legalChecks) expect(check.schema.safeParse(check.value).success, check.name).toBe(true);
  });

  it("refuse a table row with a missing cell and a link to an unsafe address", () => {
    const [rates, ...rest] = shippingDocument.sections;
    const broken = {
      ...shippingDocument,
      sections: [
        { ...rates!, blocks: [{ table: { caption: "x", head: ["a", "b"], rows: [["only one"]] } }, "[click](javascript:alert(1))"] },
        ...rest,
      ],
    };
    const result = legalDocumentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["every row needs one cell per column", "links must be /path, #anchor, mailto: or https://"]),
    );
  });
});

describe("metadata", () => {
  const robots = (meta: MetaDescriptor[]) => meta.find((m) => "name" in m && m.name === "robots");

  it.each(["/general-terms-conditions", "/return-policy", "/shipping", "/privacy", "/cookies"])("%s is noindex", async (path) => {
    const route = await loadRoute(expectations[path]!.module);
    for (const lang of languages) {
      expect(robots(route.meta({ loaderData: load(route, path, lang), matches: rootMatches(lang) })), lang).toEqual({
        name: "robots",
        content: "noindex, nofollow",
      });
    }
  });

  it("/warranty is indexed with its title and description from pages.ts", async () => {
    const { pagesFor } = await import("../i18n/pages.server");
    const pages = pagesFor("en");
    const route = await loadRoute("~/routes/warranty");
    const tags = route.meta({ loaderData: load(route, "/warranty"), matches: rootMatches() });
    expect(robots(tags)).toEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ name: "description", content: pages["/warranty"].description });
    expect(tags).toContainEqual({ name: "keywords", content: pages["/warranty"].keywords.join(", ") });
    expect(JSON.stringify(tags)).toContain(pages["/warranty"].title);
  });
});

describe("each figure is written once", () => {
  afterEach(() => {
    vi.doUnmock("./figures");
    vi.resetModules();
  });

  /** Every number in the figures, shifted by 1000: values no page would contain by accident. */
  function shifted<T>(value: T): T {
    if (typeof value === "number") return (value + 1000) as T;
    if (Array.isArray(value)) return value.map(shifted) as T;
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shifted(v)])) as T;
    }
    return value;
  }

  it.each(Object.entries(expectations))("%s follows a change in figures.ts", async (path, { module, phrases }) => {
    const changed = shifted(legalFigures);
    vi.resetModules();
    vi.doMock("./figures", async (importOriginal) => ({ ...(await importOriginal<object>()), legalFigures: changed }));
    const { text } = renderText(await loadRoute(module), path);
    for (const phrase of phrases(changed)) expect(text).toContain(phrase);
    const original = phrases(legalFigures).filter((p) => !phrases(changed).includes(p));
    for (const phrase of original) expect(text).not.toContain(phrase);
  });
});

/** Each legal page: its route module and its document's key in a language's texts. */
const legalPages: Record<string, { module: string; key: Exclude<keyof LegalTexts, "labels"> }> = {
  "/general-terms-conditions": { module: "~/routes/terms", key: "terms" },
  "/privacy": { module: "~/routes/privacy", key: "privacy" },
  "/cookies": { module: "~/routes/cookies", key: "cookies" },
  "/return-policy": { module: "~/routes/return-policy", key: "returns" },
  "/shipping": { module: "~/routes/shipping", key: "shipping" },
  "/warranty": { module: "~/routes/warranty", key: "warranty" },
};

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
    // The shipping table in the language, with its amounts written as the language writes them.
    for (const zone of legalFigures.shipping.zones) {
      expect(text).toContain(euros(zone.freeOverEuros, lang));
      expect(text).toContain(euros(zone.standardEuros, lang));
    }
    expect(text).not.toContain("Free delivery over");
  });

  it.each(languages)("%s: the terms number their 14 articles", async (lang) => {
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

describe("each figure is written once, in every language", () => {
  afterEach(() => {
    vi.doUnmock("./figures");
    vi.resetModules();
  });

  /** Every number in the figures replaced by its own value from 1000 up: numbers no page contains by accident. */
  function distinct<T>(value: T, next = { n: 1000 }): T {
    if (typeof value === "number") return (next.n += 10) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => distinct(v, next)) as T;
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, distinct(v, next)])) as T;
    return value;
  }

  /** The figures each page states, as the language writes them. */
  function stated(f: Figures, path: string, lang: Lang): string[] {
    const { terms: t, warranty: w, returns: r, shipping: s, service, privacy } = f;
    const n = (...values: number[]) => values.map(String);
    switch (path) {
      case "/general-terms-conditions":
        return [
          ...n(
            t.changeOrCancelWorkingDays,
            t.priceRiseThresholdPercent,
            t.priceRiseTerminationWorkingDays,
            t.visibleDefectWorkingDays,
            t.hiddenDefectMonths,
            t.paymentDays,
            t.defaultNoticeWorkingDays,
          ),
          euros(t.repossessionPenaltyEurosPerDay, lang),
          ...n(w.standardYears, w.premiumWineStorageYears, w.commercialYears, w.extendedPurchaseWithinDays),
        ];
      case "/return-policy":
        return n(r.windowDays, r.refundBusinessDays.min, r.refundBusinessDays.max, t.visibleDefectWorkingDays);
      case "/shipping":
        return [
          ...s.zones.flatMap((z) => [
            euros(z.freeOverEuros, lang),
            euros(z.standardEuros, lang),
            ...(z.deliveryDays ? n(z.deliveryDays.min, z.deliveryDays.max) : []),
          ]),
          ...n(s.twoPersonTeamOverKg, s.installationGuaranteeYears, t.visibleDefectWorkingDays),
        ];
      case "/warranty":
        return n(
          w.standardYears,
          w.premiumWineStorageYears,
          w.commercialYears,
          w.extendedPurchaseWithinDays,
          service.responseHours.min,
          service.responseHours.max,
        );
      case "/privacy":
        return n(privacy.retentionDays);
      default:
        return [];
    }
  }

  it.each(Object.entries(legalPages).filter(([path]) => path !== "/cookies"))(
    "%s states every figure from figures.ts in every language",
    async (path, { module }) => {
      const changed = distinct(legalFigures);
      vi.resetModules();
      vi.doMock("./figures", async (importOriginal) => ({ ...(await importOriginal<object>()), legalFigures: changed }));
      const route = await loadRoute(module);
      for (const lang of languages) {
        const { text } = renderText(route, path, lang);
        for (const figure of stated(changed, path, lang)) expect(text, `${lang}: ${figure}`).toContain(figure);
      }
    },
  );
});
