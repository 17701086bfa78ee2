import { en } from "./interface/en";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { languages } from "../lib/i18n";
import { aboutCopy, searchPageCopy, sitemapCopy } from "./i18n/pages.server";
import { labelChecks } from "./labels.schema.server";
import { aboutSchema, searchPageSchema, sitemapSchema } from "./pages.schema.server";

const about = aboutCopy.en;

const checks = labelChecks;
const check = (name: string) => checks.find((c) => c.name.startsWith(name))!;
const passes = (name: string, value: unknown) => check(name).schema.safeParse(value).success;

describe("checks of the pages' copy and labels", () => {
  it("accepts the site's copy and labels", () => {
    for (const c of checks) {
      const result = c.schema.safeParse(c.value);
      expect(result.success, `${c.name}: ${result.success ? "" : z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it("accepts the search and sitemap pages' copy in every language (content/pages/)", () => {
    for (const lang of languages) {
      expect(searchPageSchema.safeParse(searchPageCopy[lang]).success, lang).toBe(true);
      expect(sitemapSchema.safeParse(sitemapCopy[lang]).success, lang).toBe(true);
    }
    const sitemap = sitemapCopy.en;
    const groups = { ...sitemap.groups, legal: { ...sitemap.groups.legal, cookies: "" } };
    expect(sitemapSchema.safeParse({ ...sitemap, groups }).success).toBe(false);
    const search = searchPageCopy.en;
    expect(searchPageSchema.safeParse({ ...search, summary: { ...search.summary, none: "No results found" } }).success).toBe(false);
  });

  it("fails on a missing or empty text", () => {
    const { mission: _mission, ...withoutMission } = about;
    expect(aboutSchema.safeParse(withoutMission).success).toBe(false);
    expect(aboutSchema.safeParse({ ...about, story: { ...about.story, title: " " } }).success).toBe(false);
    expect(aboutSchema.safeParse(about).success).toBe(true);
  });

  it("fails on a placeholder the page does not fill, or one left out", () => {
    const hero = en.brandPageLabels.hero;
    expect(passes("brand page labels", { ...en.brandPageLabels, hero: { ...hero, video: "{name} background video" } })).toBe(false);
    expect(passes("brand page labels", { ...en.brandPageLabels, hero: { ...hero, video: "Background video" } })).toBe(false);
  });

  it("fails on a sentence that is only its link", () => {
    const error = check("error pages").value as { notFound: unknown; error: { text: object } };
    const bare = { ...error, error: { ...error.error, text: { before: "", link: "home page", after: "" } } };
    expect(check("error pages").schema.safeParse(bare).success).toBe(false);
  });
});
