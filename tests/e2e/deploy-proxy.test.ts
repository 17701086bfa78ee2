import { execFileSync } from "node:child_process";
import { request } from "node:https";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyHost, startProxy, type RunningProxy } from "./support/proxy";
import { startServer, type RunningServer } from "./support/server";

/**
 * The deployment guide's proxy (deploy/nginx.conf, docs/deploy.md) on loopback: Debian's
 * nginx with a local certificate in front of the built server run with TRUST_PROXY=1, as
 * the guide says. It redirects to https, the answers carry the headers the Mozilla
 * Observatory scores, and each client's own address reaches the rate limit.
 */
let site: RunningServer;
let proxy: RunningProxy;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request through the proxy's TLS port (or another's, `via`) as www.example.nl (or `host`),
 * from a loopback address of the caller's choice, signed in as `auth` ("name:password").
 */
function https(
  pathname: string,
  options: { method?: string; body?: string; from?: string; via?: RunningProxy; host?: string; auth?: string } = {},
): Promise<Answer> {
  const through = options.via ?? proxy;
  const host = options.host ?? proxyHost;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: through.httpsPort,
        servername: host,
        ca: through.cert,
        path: pathname,
        method: options.method ?? "GET",
        localAddress: options.from,
        auth: options.auth,
        headers: { Host: host, ...(options.body ? { "Content-Type": "application/json" } : {}) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A request to the proxy's plain-http port as `host`; the body is not read. */
const plainHttp = (pathname: string, host: string) =>
  new Promise<Answer>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port: proxy.httpPort, path: pathname, headers: { Host: host } }, (res) => {
      res.resume().on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: "" }));
    })
      .on("error", reject)
      .end();
  });

/** A member of staff who may open the editor's previews, as the guide's htpasswd file lists them (docs/deploy.md, 7c). */
const reviewer = { name: "redactie", password: "concept-2027" };

beforeAll(async () => {
  site = await startServer({ env: { TRUST_PROXY: "1", FORM_RATE_LIMIT: "3" } });
  // The built server stands in for a draft's preview server, which is a build of the site too.
  const hash = execFileSync("openssl", ["passwd", "-apr1", reviewer.password], { encoding: "utf8" }).trim();
  proxy = await startProxy(site.url, { preview: { url: site.url, users: `${reviewer.name}:${hash}\n` } });
}, 60_000);

afterAll(async () => {
  proxy?.stop();
  await site?.stop();
});

describe("the site behind the guide's nginx", () => {
  it("redirects plain http to https on the same host, and the bare domain to www", async () => {
    const answer = await plainHttp("/about?x=1", "www.example.nl");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("https://www.example.nl/about?x=1");
  });

  it("answers over TLS with HSTS and the headers the Observatory scores, and sets no cookie", async () => {
    const page = await https("/about");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en"');
    const h = page.headers;
    expect(Number(/max-age=(\d+)/.exec(String(h["strict-transport-security"]))?.[1])).toBeGreaterThanOrEqual(15_768_000);
    const csp = String(h["content-security-policy"]);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(h["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["set-cookie"]).toBeUndefined();
    expect(String(h.server ?? "")).not.toMatch(/\d/);
  });

  it("leaves out a header only when told to, as the audit's measure without the opener policy asks", async () => {
    const withoutCoop = await startProxy(site.url, { hideHeaders: ["Cross-Origin-Opener-Policy"] });
    try {
      const [served, measured] = await Promise.all([https("/about"), https("/about", { via: withoutCoop })]);
      expect(served.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(measured.status).toBe(200);
      expect(measured.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(measured.headers["content-security-policy"]).toBe(served.headers["content-security-policy"]);
      expect(measured.body).toBe(served.body);
    } finally {
      withoutCoop.stop();
    }
  });

  it("serves the editor's previews only to staff who sign in, and tells search engines to keep out", async () => {
    const host = "preview.example.nl";
    const anonymous = await https("/about", { host });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toBe('Basic realm="Voorvertoning"');
    expect(anonymous.body).not.toContain('<html lang="en"');
    expect((await https("/about", { host, auth: `${reviewer.name}:wrong` })).status).toBe(401);
    const signedIn = await https("/about", { host, auth: `${reviewer.name}:${reviewer.password}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain('<html lang="en"');
    for (const answer of [anonymous, signedIn]) expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    // The public site is not behind the sign-in.
    expect((await https("/about")).headers["x-robots-tag"]).toBeUndefined();
    const plain = await plainHttp("/about", host);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://preview.example.nl/about");
  });

  it("passes each visitor's own address to the rate limit", async () => {
    const submit = (from: string, i: number) =>
      https("/api/send-form-email", {
        method: "POST",
        from,
        body: JSON.stringify({
          formType: "contact",
          formData: { name: `Visitor ${i}`, email: `v${i}@example.nl`, message: `Message ${i}` },
        }),
      });
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await submit("127.0.0.2", i)).status);
    expect(first).toEqual([200, 200, 200, 429]);
    // Another visitor behind the same proxy still gets through.
    expect((await submit("127.0.0.3", 9)).status).toBe(200);
  });
});
