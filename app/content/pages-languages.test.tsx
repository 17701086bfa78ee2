import { RouterContextProvider } from "react-router";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { DealersSection } from "~/components/sections/home/dealers-section";
import { Showcase } from "~/components/sections/home/showcase";
import About, { loader as aboutLoader, meta as aboutMeta } from "~/routes/about";
import Contact, { loader as contactLoader, meta as contactMeta } from "~/routes/contact";
import { loader as homeLoader, meta as homeMeta } from "~/routes/home";
import RequestAccess, { loader as requestAccessLoader, meta as requestAccessMeta } from "~/routes/request-access";
import ServiceRequest, { loader as serviceLoader, meta as serviceMeta } from "~/routes/service-request";
import type { Lang } from "~/lib/i18n";
import { aboutCopy, contactCopy, homeCopy, pagesFor, requestAccessCopy, serviceRequestCopy } from "./i18n/pages.server";
import { site } from "./company.server";
import { renderPage } from "../../tests/support/render-page";

const { en: about, de: aboutDe, fr: aboutFr, nl: aboutNl } = aboutCopy;
const { en: contact, de: contactDe, nl: contactNl } = contactCopy;
const { en: homeContent, de: homeDe, fr: homeFr, nl: homeNl } = homeCopy;
const [pages, pagesDe, pagesNl] = [pagesFor("en"), pagesFor("de"), pagesFor("nl")];
const { en: requestAccess, de: requestAccessDe, nl: requestAccessNl } = requestAccessCopy;
const { en: serviceRequest, de: serviceRequestDe, nl: serviceRequestNl } = serviceRequestCopy;
import { rootMatches } from "../../tests/support/root-data";

/** A loader's arguments for a request of `path`, as the router gives them. */
const args = <T extends (a: never) => unknown>(path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: new RouterContextProvider() }) as unknown as Parameters<T>[0];

const metaOf = (meta: (a: never) => unknown, loaderData: unknown, lang: Lang) =>
  meta({ loaderData, matches: rootMatches(lang) } as never) as MetaDescriptor[];

describe("the pages' copy by language (PRODUCT.md 19)", () => {
  it.each([
    ["/", homeContent],
    ["/nl", homeNl],
    ["/de", homeDe],
    ["/fr", homeFr],
  ] as const)("home: %s gets its language's copy", (path, copy) => {
    expect(homeLoader(args<typeof homeLoader>(path)).content).toBe(copy);
  });

  it.each([
    ["/about", about],
    ["/nl/about", aboutNl],
    ["/de/about", aboutDe],
    ["/fr/about", aboutFr],
  ] as const)("about: %s gets its language's copy", (path, copy) => {
    expect(aboutLoader(args<typeof aboutLoader>(path)).copy).toBe(copy);
  });

  it.each([
    ["/contact", contact, pages],
    ["/nl/contact", contactNl, pagesNl],
    ["/de/contact", contactDe, pagesDe],
  ] as const)("contact: %s gets its language's copy and title", (path, copy, info) => {
    const data = contactLoader(args<typeof contactLoader>(path));
    expect(data.copy).toBe(copy);
    expect(data.meta).toContainEqual({ name: "description", content: info["/contact"].description });
  });

  it.each([
    ["/service-request", serviceRequest, pages],
    ["/nl/service-request", serviceRequestNl, pagesNl],
    ["/de/service-request", serviceRequestDe, pagesDe],
  ] as const)("service request: %s gets its language's copy and title", (path, copy, info) => {
    const data = serviceLoader(args<typeof serviceLoader>(path));
    expect(data.copy).toBe(copy);
    expect(data.meta).toContainEqual({ name: "description", content: info["/service-request"].description });
  });

  it.each([
    ["/request-access", requestAccess],
    ["/nl/request-access", requestAccessNl],
    ["/de/request-access", requestAccessDe],
  ] as const)("request access: %s gets its language's copy", (path, copy) => {
    expect(requestAccessLoader(args<typeof requestAccessLoader>(path)).copy).toBe(copy);
  });

  it("has each page's title, description and keywords in every language", () => {
    for (const lang of ["en", "nl", "de", "fr"] as const) {
      for (const [path, info] of Object.entries(pagesFor(lang))) {
        expect(info.title, `${lang} ${path}`).not.toBe("");
        expect(info.keywords.length, `${lang} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(pagesFor("nl")["/about"].title).toBe("Over ons");
    expect(pagesFor("de")["/about"].title).toBe("Über uns");
  });
});

describe("metadata and breadcrumbs in the page's language", () => {
  it("names the Dutch about page in Dutch, at its Dutch address", () => {
    const tags = metaOf(aboutMeta, aboutLoader(args<typeof aboutLoader>("/nl/about")), "nl");
    const json = JSON.stringify(tags);
    expect(tags).toContainEqual({ name: "description", content: pagesNl["/about"].description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/nl/about` });
    expect(json).toContain(`{"@type":"ListItem","position":1,"name":"Home","item":"${site.url}/nl"}`);
    expect(json).toContain(`{"@type":"ListItem","position":2,"name":"Over ons","item":"${site.url}/nl/about"}`);
  });

  it("names the German contact and service pages in German", () => {
    const contactTags = metaOf(contactMeta, contactLoader(args<typeof contactLoader>("/de/contact")), "de");
    expect(contactTags).toContainEqual({ name: "description", content: pagesDe["/contact"].description });
    expect(JSON.stringify(contactTags)).toContain(`"name":"Startseite","item":"${site.url}/de"`);
    const serviceTags = metaOf(serviceMeta, serviceLoader(args<typeof serviceLoader>("/de/service-request")), "de");
    expect(JSON.stringify(serviceTags)).toContain(`"name":"Serviceanfrage","item":"${site.url}/de/service-request"`);
  });

  it("keeps the English breadcrumb as it was", () => {
    const json = JSON.stringify(metaOf(aboutMeta, aboutLoader(args<typeof aboutLoader>("/about")), "en"));
    expect(json).toContain(`{"@type":"ListItem","position":1,"name":"Home","item":"${site.url}/"}`);
    expect(json).toContain(`{"@type":"ListItem","position":2,"name":"About us","item":"${site.url}/about"}`);
  });

  it("gives the home page and request-access page their language's title", () => {
    const home = metaOf(homeMeta, homeLoader(args<typeof homeLoader>("/de")), "de");
    expect(home).toContainEqual({ name: "description", content: homeDe.meta.description });
    const access = metaOf(requestAccessMeta, requestAccessLoader(args<typeof requestAccessLoader>("/nl/request-access")), "nl");
    expect(access).toContainEqual({ name: "description", content: requestAccessNl.meta.description });
  });
});

describe("pages rendered in Dutch and German", () => {
  it("about: Dutch words, links to Dutch pages", () => {
    const html = renderPage(About, "/about", "/nl/about", aboutLoader(args<typeof aboutLoader>("/nl/about")));
    expect(html).toContain(aboutNl.hero.title);
    expect(html).toContain(aboutNl.values.items[0]!.title);
    expect(html).toContain('href="/nl/contact"');
    expect(html).toContain('href="/nl/become-dealer"');
  });

  it("contact: German labels, country and hours, and the service link in German", () => {
    const html = renderPage(Contact, "/contact", "/de/contact", contactLoader(args<typeof contactLoader>("/de/contact")));
    expect(html).toContain(contactDe.hero.title);
    expect(html).toContain("Niederlande");
    expect(html).toContain(contactDe.details.openingHours[0]!);
    expect(html).toContain('href="/de/service-request"');
    expect(html).not.toContain(contact.details.title);
  });

  it("service request: Dutch service hours and links to the Dutch manuals and warranty", () => {
    const html = renderPage(
      ServiceRequest,
      "/service-request",
      "/nl/service-request",
      serviceLoader(args<typeof serviceLoader>("/nl/service-request")),
    );
    expect(html).toContain(serviceRequestNl.hero.intro);
    expect(html).toContain("Alleen spoedgevallen");
    expect(html).toContain("We reageren binnen 24-48 uur op serviceaanvragen.");
    expect(html).toContain('href="/nl/manuals"');
    expect(html).toContain('href="/nl/warranty"');
  });

  it("request access: the German mail and the link to the German dealer page", () => {
    const html = renderPage(
      RequestAccess,
      "/request-access",
      "/de/request-access",
      requestAccessLoader(args<typeof requestAccessLoader>("/de/request-access")),
    );
    expect(html).toContain(requestAccessDe.how.title);
    expect(html).toContain(`subject=${encodeURIComponent(requestAccessDe.mail.subject)}`);
    expect(html).toContain('href="/de/become-dealer"');
  });

  it("home sections: Dutch screen-reader texts and links", () => {
    const { content, dealerSummary } = homeLoader(args<typeof homeLoader>("/nl"));
    const Sections = () => (
      <>
        <Showcase showcase={content.showcases.thermocold} labels={content.showcaseLabels} />
        <DealersSection dealersSection={content.dealers} summary={dealerSummary} />
      </>
    );
    const html = renderPage(Sections, "/", "/nl", {});
    expect(html).toContain("Meer informatie");
    expect(html).toContain(" over Thermocold");
    expect(html).toContain('href="/nl/brands/thermocold"');
    expect(html).toContain("Niveau A: ");
    expect(html).toContain('href="/nl/become-dealer"');
    expect(html).toContain('href="/nl/brands/norcool#dealers"');
  });
});
