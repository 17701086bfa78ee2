import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandNames } from "~/content/brand-names";
import { prerenderUrls } from "~/route-registry";
import { desktop, expectClean, foreignRequests, openPage, phone, waitForHydration } from "./support/browser";
import { startServer } from "./support/server";
import { useSuite } from "./support/suite";

const suite = useSuite();

const shellPages = ["/about", "/request-access", "/sitemap"];

describe("script loading (docs/decisions/0006-deferred-hydration.md)", () => {
  it("defers hydration past the first paint on every page", async () => {
    const pages = prerenderUrls().filter((p) => !/\.\w+$/.test(p));
    for (const path of [...pages, "/search?q=norcool", "/this-page-does-not-exist"]) {
      const html = await (await fetch(suite.server.url + path)).text();
      expect((html.match(/rel="modulepreload"/g) ?? []).length, path).toBe(0);
      expect(html, path).toMatch(/<script( nonce="[^"]+")? type="module">if \(document\.visibilityState/);
      // A handful of script files, not one per module.
      const files = new Set(html.match(/\/assets\/[\w.-]+\.js/g));
      expect(files.size, path).toBeLessThanOrEqual(16);
    }
  });

  it.each(["/about", "/news/wine-storage-market-trends-2025", "/search?q=norcool", "/this-page-does-not-exist", "/", "/brands/pevino"])(
    "%s hydrates, with the CSP satisfied and no console errors",
    async (path) => {
      const t = await openPage(suite.browser, { viewport: desktop });
      await t.page.goto(suite.server.url + path);
      await waitForHydration(t.page);
      // The header search is a combobox only once React owns the page.
      await t.page.locator("header").getByRole("combobox").focus();
      expect(await t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      expect(await t.page.evaluate(() => Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules).length)).toBeGreaterThan(1);
      // The not-found page is a 404 response, which the browser itself reports.
      if (path.includes("does-not-exist")) t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 404/.test(e)));
      expectClean(t);
      await t.close();
    },
  );
});

describe("HTML first", () => {
  it.each(["/", ...shellPages])("%s has its content and metadata in the server's HTML", async (path) => {
    const res = await fetch(suite.server.url + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path === "/" ? "/" : path}"`);
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/images/social-default.png"');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain("<main");
  });

  it("shows the about page's story, stats and values without JavaScript", async () => {
    const html = await (await fetch(`${suite.server.url}/about`)).text();
    for (const text of ["Our story", "Our mission", "Our commitment", "Our core values", "25+", "Benelux &amp; Germany", "100%"]) {
      expect(html).toContain(text);
    }
  });
});

describe("server behaviour", () => {
  it("redirects /terms permanently and /application to the portal", async () => {
    const terms = await fetch(`${suite.server.url}/terms`, { redirect: "manual" });
    expect(terms.status).toBe(301);
    expect(terms.headers.get("location")).toBe("/general-terms-conditions");
    const application = await fetch(`${suite.server.url}/application`, { redirect: "manual" });
    expect(application.status).toBe(302);
    expect(application.headers.get("location")).toMatch(/^https:\/\/.+\/register$/);
  });

  it("answers unknown paths with the not-found page, 404, noindex, and logs the path", async () => {
    const res = await fetch(`${suite.server.url}/no-such-page-here`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    await new Promise((r) => setTimeout(r, 50));
    expect(suite.server.logs.some((l) => l.msg === "page not found" && l.path === "/no-such-page-here")).toBe(true);
  });

  it("answers /healthz", async () => {
    const res = await fetch(`${suite.server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("serves pre-compressed pages and long-cached hashed assets", async () => {
    const page = await fetch(`${suite.server.url}/about`, { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const html = await page.text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const js = await fetch(suite.server.url + asset!, { headers: { "accept-encoding": "gzip" } });
    expect(js.status).toBe(200);
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(js.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves sitemap.xml from the registry without noindex pages, and robots.txt with its Sitemap line", async () => {
    const xml = await (await fetch(`${suite.server.url}/sitemap.xml`)).text();
    expect(xml).toContain("<loc>http://localhost:3000/about</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/brands/norcool</loc>");
    expect(xml).not.toContain("/privacy<");
    expect(xml).not.toContain("/cookies<");
    const robots = await (await fetch(`${suite.server.url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("security headers", () => {
  const paths = ["/about", "/no-such-page", "/terms", "/healthz", "/assets/missing.js", "/robots.txt", "/favicon.svg"];
  it.each(paths)("%s carries every security header", async (path) => {
    const res = await fetch(suite.server.url + path, { redirect: "manual" });
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("geolocation=(self)");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses script hashes on prerendered pages and a fresh nonce on rendered ones", async () => {
    const page = await fetch(`${suite.server.url}/about`);
    expect(page.headers.get("content-security-policy")).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    const a = await fetch(`${suite.server.url}/missing-1`);
    const b = await fetch(`${suite.server.url}/missing-2`);
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy") ?? "")?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(await a.text()).toContain(`nonce="${nonceA}"`);
  });

  it("adds HSTS behind an HTTPS proxy it trusts", async () => {
    const https = await startServer({ env: { TRUST_PROXY: "true" } });
    try {
      const res = await fetch(`${https.url}/about`, { headers: { "x-forwarded-proto": "https" } });
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await https.stop();
    }
  });
});

describe("the shell in a browser", () => {
  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("logs no console error and makes no third-party request (%s)", async (_name, viewport) => {
    // axe on each of these pages as it loads, at both sizes, is the audit's (scripts/audit.ts).
    for (const path of ["/", ...shellPages, "/does-not-exist"]) {
      const t = await openPage(suite.browser, { viewport });
      await t.page.goto(suite.server.url + path);
      await t.page.waitForLoadState("networkidle");
      expect(foreignRequests(t, suite.server.url), path).toEqual([]);
      // The not-found page is itself a 404 response, which the browser reports.
      if (path === "/does-not-exist") t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 404/.test(e)));
      expectClean(t);
      await t.close();
    }
  });

  it("opens the Service & Support menu by keyboard and closes it with Escape", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    // The dropdown is a script-driven disclosure; its links are also in the footer and menu.
    await waitForHydration(t.page);
    const button = t.page.getByRole("button", { name: "Service & Support" });
    await button.focus();
    await t.page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await t.page.getByRole("link", { name: "Warranty Terms" }).waitFor();
    await t.page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toContain("Service & Support");
    await button.hover();
    await t.page.getByRole("link", { name: "Manuals" }).first().waitFor({ state: "visible" });
    expectClean(t);
    await t.close();
  });

  it("hides the header scrolling down past 150 px and shows it scrolling up", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    const header = t.page.locator("header").first();
    await t.page.mouse.wheel(0, 100);
    await expect.poll(() => header.getAttribute("data-compact")).toBe("true");
    expect(await header.getAttribute("data-hidden")).toBeNull();
    await t.page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-hidden")).toBe("true");
    await t.page.mouse.wheel(0, -100);
    await expect.poll(() => header.getAttribute("data-hidden")).toBeNull();
    expectClean(t);
    await t.close();
  });

  it("opens the mobile menu as a modal, closes it on Escape and on navigation", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    for (const name of ["About Us", "News", "Contact", "Service Request", "Warranty Terms", "Terms & Conditions", "Manuals", "Downloads"]) {
      expect(await dialog.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(await dialog.getByRole("link", { name: "Terms & Conditions" }).getAttribute("href")).toBe("/general-terms-conditions");
    // Focus stays inside the modal.
    for (let i = 0; i < 30; i++) await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "News", exact: true }).click();
    await t.page.waitForURL(/\/news$/);
    await dialog.waitFor({ state: "hidden" });
    expectClean(t);
    await t.close();
  });

  it("offers the six brands from the header at every width: in the main bar from 1280 px, in the menu below", async () => {
    const brandHrefs = brandNames.map((b) => `/brands/${b.slug}`).sort();
    for (const width of [390, 800, 1024, 1100, 1279, 1280, 1366]) {
      const t = await openPage(suite.browser, { viewport: { width, height: 900 } });
      await t.page.goto(`${suite.server.url}/about`);
      await waitForHydration(t.page);
      const bar = t.page.locator('header nav[aria-label="Brands"]');
      const menuButton = t.page.getByRole("button", { name: "Open menu" });
      const inBar = width >= 1280;
      expect(await bar.isVisible(), `${width} px: brands in the main bar`).toBe(inBar);
      expect(await menuButton.isVisible(), `${width} px: menu button`).toBe(!inBar);
      if (!inBar) await menuButton.click();
      const links = inBar ? bar.getByRole("link") : t.page.getByRole("dialog", { name: "Menu" }).locator('a[href^="/brands/"]');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
      expect([...new Set(hrefs)].sort(), `${width} px`).toEqual(brandHrefs);
      expectClean(t);
      await t.close();
    }
  });

  it("draws a page's icons from its own markup, and icons made in the browser from the sprite", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    const spriteRequests: string[] = [];
    t.page.on("requestfinished", (r) => {
      if (/\/assets\/icons-[\w-]+\.svg$/.test(r.url())) spriteRequests.push(r.url());
    });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    // Hydration keeps the server's shapes: every icon on the page is a path, none a <use>.
    const icons = () => t.page.evaluate(() => ({ paths: document.querySelectorAll("svg[viewBox='0 0 24 24'] > path").length, uses: document.querySelectorAll("svg > use").length }));
    const loaded = await icons();
    expect(loaded.paths).toBeGreaterThan(10);
    expect(loaded.uses).toBe(0);
    expect(spriteRequests).toEqual([]);
    // After a navigation React makes the new page: its icons point at the sprite, and show.
    await t.page.locator("footer").getByRole("link", { name: "Contact", exact: true }).first().click();
    await t.page.waitForURL(/\/contact$/);
    const phoneIcon = t.page.locator("main svg > use[href$='#phone']").first();
    await expect.poll(() => phoneIcon.evaluate((use: SVGUseElement) => use.getBBox().width), { timeout: 5000 }).toBeGreaterThan(10);
    await expect.poll(() => spriteRequests.length).toBe(1);
    expectClean(t);
    await t.close();
  });

  it("rotates the phone top bar every 5 seconds", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.clock.install();
    await t.page.goto(`${suite.server.url}/about`);
    // The page loads its scripts after the first frame, which the installed clock holds back.
    await t.page.clock.runFor(100);
    await waitForHydration(t.page);
    const rotating = t.page.getByTestId("top-bar-rotating");
    const first = await rotating.textContent();
    await t.page.clock.runFor(5000);
    await expect.poll(() => rotating.textContent()).not.toBe(first);
    expect(await rotating.getAttribute("aria-hidden")).toBe("true");
    // Each message's icon was in the server's HTML: the rotation shows another, builds none.
    expect(await rotating.locator("use").count()).toBe(0);
    expect(await rotating.locator("svg:visible").count()).toBe(1);
    expectClean(t);
    await t.close();
  });

  it("starts every navigation at the top and restores the position on back", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    await t.page.evaluate(() => window.scrollTo(0, 600));
    await t.page.waitForTimeout(100);
    await t.page.locator("footer").getByRole("link", { name: "Sitemap" }).click();
    await t.page.waitForURL(/\/sitemap$/);
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBe(0);
    await t.page.goBack();
    await t.page.waitForURL(/\/about$/);
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expectClean(t);
    await t.close();
  });

  it("offers a skip link to the main content", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    await t.page.keyboard.press("Tab");
    const skip = t.page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await t.page.keyboard.press("Enter");
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("main");
    await t.close();
  });
});

describe("start and stop", () => {
  it("starts without a data directory, as on a bare clone, and writes a submission's mail as a file", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "bare-"));
    const dataDir = path.join(root, "data");
    const s = await startServer({ dataDir });
    try {
      const res = await fetch(`${s.url}/api/send-form-email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ formType: "contact", formData: { name: "Eerste Bezoeker", email: "eerste@example.nl", message: "Hallo" } }),
      });
      expect(res.status).toBe(200);
      await expect.poll(() => (existsSync(path.join(dataDir, "mail")) ? readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml")) : []).length).toBe(1);
    } finally {
      await s.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses bad settings with the whole list of problems", async () => {
    await expect(startServer({ env: { PORT: "eighty", SITE_URL: "nope" } })).rejects.toThrow(/PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/);
  });

  it("finishes a request in flight on SIGTERM, then exits cleanly", async () => {
    const s = await startServer();
    const { request } = await import("node:http");
    const body = JSON.stringify({ formType: "contact", formData: {}, metadata: {} });
    const response = new Promise<number>((resolve, reject) => {
      const req = request(
        `${s.url}/api/send-form-email`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        s.process.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const status = await response;
    // Empty form data: the API answers 400 with field errors, never a dropped connection.
    expect(status).toBe(400);
    expect(await s.stop()).toBe(0);
  });
});
