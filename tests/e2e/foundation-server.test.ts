import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "./support/server";
import { useSuite } from "./support/suite";

/**
 * The built production server over HTTP (docs/decisions/0001-production-server.md): pages'
 * content and metadata in the HTML, redirects, not-found, health, compression and caching,
 * sitemap and robots, security headers, and starting and stopping. The shell in a browser
 * is in foundation-shell.test.ts.
 */

const suite = useSuite();

const shellPages = ["/about", "/request-access", "/sitemap"];

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
    // The line reaches us through the server's stdout, a moment after the response.
    await expect.poll(() => suite.server.logs.some((l) => l.msg === "page not found" && l.path === "/no-such-page-here")).toBe(true);
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
      await expect
        .poll(
          () =>
            (existsSync(path.join(dataDir, "mail")) ? readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml")) : [])
              .length,
        )
        .toBe(1);
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
