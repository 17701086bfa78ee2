import { z } from "zod";
import { around, checked, template, text, texts, withLink } from "./copy.schema.server";
import { newsCategories, type NewsCardCopy, type NewsPagesCopy } from "./news-pages";
import type { AboutCopy } from "./about";
import type { BecomeDealerCopy } from "./become-dealer";
import type { ContactCopy } from "./contact";
import { pagePaths, type Pages } from "./pages";
import type { RequestAccessCopy } from "./request-access";
import type { SearchPageCopy } from "./search-page";
import type { ServiceRequestCopy } from "./service-request";
import type { SitemapCopy } from "./sitemap";

/**
 * Build-time checks of the pages' copy in content/pages/; the shapes are in
 * ./copy.schema.server.ts.
 */
const hero = z.object({ eyebrow: text, title: text, intro: text });
const meta = z.object({ title: text.max(70), description: z.string().min(50).max(200), keywords: texts });
const link = (to: string) => z.object({ label: text, to: z.literal(to) });

/**
 * The checks of the pages' copy in content/pages/ (read by ./i18n/pages.server.ts): each
 * file is handed on as written once its checks pass.
 */
export const aboutSchema = checked<AboutCopy>(
  z.object({
    hero,
    story: z.object({ title: text, paragraphs: texts }),
    mission: z.object({ title: text, text }),
    // Spec 2.1: the stats band of four figures and three values.
    stats: z.object({ title: text, items: z.array(z.object({ value: text, label: text })).length(4) }),
    commitment: z.object({ title: text, items: texts }),
    values: z.object({ title: text, items: z.array(z.object({ title: text, text })).length(3) }),
    links: z.object({ contact: link("/contact"), becomeDealer: link("/become-dealer") }),
    facts: z.object({
      title: text,
      countries: z.object({ one: text, other: text }),
      dealers: z.object({ one: text, other: text }),
      since: text,
      brands: text,
    }),
  }),
);

export const contactSchema = checked<ContactCopy>(
  z.object({
    hero,
    details: z.object({
      title: text,
      phone: text,
      email: text,
      office: text,
      country: text,
      hours: text,
      openingHours: texts,
      mailboxes: z
        .array(z.object({ mailbox: z.enum(["info", "technical", "resources", "marketing"]), label: text }))
        .min(1)
        .refine((list) => new Set(list.map((m) => m.mailbox)).size === list.length, "each mailbox once"),
      repair: withLink,
    }),
    form: z.object({ title: text, intro: text }),
    direct: z.object({ title: text, reply: text }),
  }),
);

export const serviceRequestSchema = checked<ServiceRequestCopy>(
  z.object({
    hero,
    form: z.object({ title: text, intro: text }),
    // Spec 9: weekdays, Saturday, Sunday.
    desk: z.object({
      title: text,
      response: template("hours"),
      hoursTitle: text,
      hours: z.array(z.object({ days: text, hours: text })).length(3),
      urgent: around,
    }),
    before: z.object({ title: text, manuals: withLink, warranty: withLink }),
  }),
);

export const requestAccessSchema = checked<RequestAccessCopy>(
  z.object({
    meta,
    hero,
    how: z.object({ title: text, steps: texts, note: withLink }),
    ask: z.object({ title: text, text: around, button: text }),
    mail: z.object({ subject: text, body: z.array(z.string()).min(1) }),
  }),
);

/** content/pages/metadata.yml: one entry for each of the pages that are routes. */
const pageInfo = z.object({ title: text, description: text, keywords: texts });
export const metadataSchema = checked<Pages>(z.object(Object.fromEntries(pagePaths.map((path) => [path, pageInfo]))));

export const becomeDealerSchema = checked<BecomeDealerCopy>(
  z.looseObject({
    stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(4),
    benefits: z.looseObject({ items: z.array(z.object({ title: z.string().min(1), text: z.string().min(20) })).min(3) }),
    portal: z.looseObject({ features: z.array(z.string().min(1)).min(3) }),
    // Spec 2.4: apply online, review, partnership meeting, launch support.
    steps: z.looseObject({ items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(4) }),
    brochure: z.looseObject({ href: z.string().regex(/^\/files\/.+\.pdf$/) }),
  }),
);

/** content/pages/news.yml: the /news overview, an article's page, the cards. */
export const newsPagesSchema = checked<Omit<NewsPagesCopy, "meta"> & { card: NewsCardCopy }>(
  z.object({
    overview: hero.extend({ listLabel: text }),
    article: z.object({ back: text, more: text }),
    share: z.object({ title: text, fieldLabel: text, copy: text, copied: text, selected: text, linkedIn: text, email: text }),
    card: z.object({ featured: text, readMore: text, readTime: template("minutes"), categories: z.record(z.enum(newsCategories), text) }),
  }),
);

/** content/pages/search.yml: the /search page. */
export const searchPageSchema = checked<SearchPageCopy>(
  z.object({
    meta: z.object({ title: text, resultsTitle: template("query"), description: text }),
    hero: z.object({ title: text, intro: text }),
    summary: z.object({
      empty: text,
      found: z.object({ one: template("count", "query"), other: template("count", "query") }),
      none: template("query"),
    }),
    noResultsHelp: withLink,
  }),
);

/** content/pages/sitemap.yml: the /sitemap page, its headings and the labels of its links. */
export const sitemapSchema = checked<SitemapCopy>(
  z.object({
    meta,
    hero: z.object({ title: text, intro: text, jump: text }),
    groups: z.object({
      main: z.object({ title: text, home: text, about: text, news: text, contact: text, becomeDealer: text, requestAccess: text }),
      brands: z.object({ title: text }),
      service: z.object({ title: text, request: text, warranty: text, manuals: text, downloads: text }),
      legal: z.object({ title: text, terms: text, privacy: text, returns: text, shipping: text, cookies: text }),
      external: z.object({ title: text, login: text, register: text, network: text }),
    }),
  }),
);
