import { renderToString } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/server/env.server";
import { site } from "../site";
import { euros, legalFigures, range, years } from "./figures";
import { legalChecks, legalDocumentSchema } from "./schema.server";
import { shippingDocument } from "./shipping";

type Figures = typeof legalFigures;

interface RouteModule {
  default: NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;
  loader?: () => unknown;
  meta: (args: { loaderData: unknown }) => MetaDescriptor[];
}

async function loadRoute(module: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ module)) as RouteModule;
}

/** A route as the server renders it (loader data included), and its text without tags. */
function renderText(route: RouteModule, path: string): { html: string; text: string } {
  const loaderData = route.loader?.();
  const Stub = createRoutesStub([{ id: "page", path, Component: route.default, loader: () => loaderData ?? null }]);
  const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData ?? null } }} />);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
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
      ...service.hours.map((h) => `${h.days} ${h.hours}`),
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

  it.each(Object.keys(expectations))("%s shows the company identity from site.ts", async (path) => {
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
      sections: [{ ...rates!, blocks: [{ table: { caption: "x", head: ["a", "b"], rows: [["only one"]] } }, "[click](javascript:alert(1))"] }, ...rest],
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
    expect(robots(route.meta({ loaderData: route.loader?.() }))).toEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("/warranty is indexed with its title and description from pages.ts", async () => {
    const { pages } = await import("../pages");
    const route = await loadRoute("~/routes/warranty");
    const tags = route.meta({ loaderData: route.loader?.() });
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
