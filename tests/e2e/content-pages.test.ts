import { describe, expect, it } from "vitest";
import { NEWS_EXCERPT_LIMIT, NEWS_TITLE_LIMIT } from "~/components/sections/news-card";
import { newsItems } from "~/content/news.server";
import { truncate } from "~/lib/text";
import { axeViolations, desktop, openPage, phone, waitForHydration } from "./support/browser";
import { useSuite } from "./support/suite";

/** News, become-dealer and the legal pages (spec 2.4, 2.5, 2.11) in a real browser. */

const suite = useSuite();

const items = newsItems();
/** The canonical address share links use (SITE_URL; the test suite.server keeps the default). */
const siteUrl = "http://localhost:3000";

describe("news, become-dealer and legal pages", () => {
  it("marks the policy pages noindex and indexes /warranty", async () => {
    for (const path of ["/general-terms-conditions", "/privacy", "/return-policy", "/shipping", "/cookies"]) {
      const html = await (await fetch(suite.server.url + path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const warranty = await (await fetch(`${suite.server.url}/warranty`)).text();
    expect(warranty).toContain('<meta name="robots" content="index, follow"/>');
  });
});

describe("/news", () => {
  it("shows every article with its title cut at 80 and excerpt at 120 characters", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/news`);
    const titles = await t.page.getByTestId("news-title").allTextContents();
    const excerpts = await t.page.getByTestId("news-excerpt").allTextContents();
    expect(titles).toEqual(items.map((i) => truncate(i.title, NEWS_TITLE_LIMIT)));
    expect(excerpts).toEqual(items.map((i) => truncate(i.excerpt, NEWS_EXCERPT_LIMIT)));
    for (const excerpt of excerpts) {
      expect(excerpt.endsWith("…")).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(NEWS_EXCERPT_LIMIT + 1);
    }
    const hrefs = await t.page.getByTestId("news-title").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(items.map((i) => `/news/${i.slug}`));
  });

  it("navigates to an article by clicking its card and back with Back to News", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/news`);
    await t.page.waitForLoadState("networkidle");
    // Spec 2.5's Norcool article, wherever it stands in the list.
    const item = items.find((i) => i.slug === "norcool-scandinavian-quality-excellence")!;
    // Clicking anywhere on the card follows its title link.
    const box = (await t.page.getByRole("article").filter({ hasText: item.title }).locator("img").boundingBox())!;
    await t.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await t.page.waitForURL(`**/news/${item.slug}`);
    await expect.poll(() => t.page.getByRole("heading", { level: 1 }).textContent()).toBe(item.title);
    expect(await t.page.locator("main time").first().textContent()).toBe("10 Jan 2025");
    expect(await t.page.locator("main").textContent()).toContain("4 min read");
    expect(await t.page.title()).toContain(item.title);
    await t.page.getByRole("link", { name: "Back to News" }).first().click();
    await t.page.waitForURL(/\/news$/);
    await t.page.getByRole("heading", { level: 1, name: "News and insights" }).waitFor();
  });
});

describe("article share row", () => {
  const item = items[0]!;
  const articleUrl = `${siteUrl}/news/${item.slug}`;

  it("copies the link with JavaScript and links LinkedIn and e-mail", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.server.url });
    await t.page.goto(`${suite.server.url}/news/${item.slug}`);
    await waitForHydration(t.page);
    await t.page.waitForLoadState("networkidle");
    const share = t.page.getByRole("region", { name: "Share this article" });
    expect(await share.getByRole("textbox", { name: "Link to this article" }).inputValue()).toBe(articleUrl);

    const linkedIn = share.getByRole("link", { name: /Share on LinkedIn/ });
    const linkedInUrl = new URL((await linkedIn.getAttribute("href"))!);
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(linkedInUrl.searchParams.get("url")).toBe(articleUrl);
    expect(await linkedIn.getAttribute("target")).toBe("_blank");
    expect(await linkedIn.getAttribute("rel")).toBe("noopener noreferrer");

    const mail = new URL((await share.getByRole("link", { name: "Share by e-mail" }).getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(item.title);
    expect(mail.searchParams.get("body")).toContain(articleUrl);

    // The button comes with the article's code, which loads as the reader nears the share row.
    await share.scrollIntoViewIfNeeded();
    await share.getByRole("button", { name: "Copy link" }).click();
    await share.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl);
  });

  it("shows the link to copy by hand without JavaScript", async () => {
    const t = await openPage(suite.browser, { viewport: phone, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/news/${item.slug}`);
    const share = t.page.getByRole("region", { name: "Share this article" });
    const field = share.getByRole("textbox", { name: "Link to this article" });
    expect(await field.isVisible()).toBe(true);
    expect(await field.inputValue()).toBe(articleUrl);
    expect(await share.getByRole("button", { name: "Copy link" }).count()).toBe(0);
    expect(await share.getByRole("link", { name: /Share on LinkedIn/ }).count()).toBe(1);
  });
});

describe("unknown article", () => {
  it("answers 404 with the not-found page, noindex", async () => {
    const res = await fetch(`${suite.server.url}/news/no-such-article`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<title>Page not found \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("shows the not-found page in the browser", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    const res = await t.page.goto(`${suite.server.url}/news/no-such-article`);
    expect(res?.status()).toBe(404);
    await t.page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    // The browser logs the failed document request itself; the page must log nothing else.
    t.allowErrors(/Failed to load resource: .*status of 404/);
  });
});

describe("/become-dealer", () => {
  it("opens Apply Now in a new tab at the portal and offers the brochure as a download", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/become-dealer`);
    const apply = t.page.getByRole("link", { name: /^Apply Now/ }).first();
    expect(await apply.getAttribute("href")).toMatch(/^https:\/\/.+\/register$/);
    expect(await apply.getAttribute("target")).toBe("_blank");
    const brochure = t.page.getByRole("link", { name: /Download Brochure/ }).first();
    expect(await brochure.getAttribute("href")).toBe("/files/brochures/dealer-brochure.pdf");
    expect(await brochure.getAttribute("download")).not.toBeNull();
    for (const value of ["25+", "500+", "Countries served", "Premium brands"]) {
      expect(await t.page.locator("main").textContent()).toContain(value);
    }
  });
});

describe("legal pages", () => {
  it("follow their in-text links in the browser and jump to a section from the table of contents", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/general-terms-conditions`);
    await t.page.waitForLoadState("networkidle");
    await t.page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Article 11. Payment" }).click();
    await t.page.waitForURL(/#payment$/);
    await expect
      .poll(() =>
        t.page
          .getByRole("heading", { name: "Article 11. Payment" })
          .boundingBox()
          .then((b) => b!.y),
      )
      .toBeLessThan(400);
    await t.page.getByRole("link", { name: "shipping page" }).click();
    await t.page.waitForURL(/\/shipping$/);
    await t.page.getByRole("heading", { level: 1, name: "Shipping & Delivery" }).waitFor();
    expect(await t.page.getByRole("table").first().textContent()).toContain("Germany");
  });
});

describe("/cookies", () => {
  it("reaches the embed settings from the footer link and remembers a choice", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/privacy`);
    await t.page.waitForLoadState("networkidle");
    await t.page.locator("footer").getByRole("link", { name: "Privacy settings for videos and maps" }).click();
    await t.page.waitForURL(/\/cookies#embed-settings$/);
    const settings = t.page.locator("#embed-settings");
    await settings.waitFor();
    await settings.getByRole("switch").first().check();
    expect(await t.page.evaluate(() => localStorage.getItem("embed-consent"))).toContain("true");
  });
});
