import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/forms-harness";
import { startServer, type RunningServer } from "./support/server";

/**
 * The deployment guide's proxy (deploy/nginx.conf, docs/deploy.md) on loopback: Debian's
 * nginx with a local certificate in front of the built server run with TRUST_PROXY=1, as
 * the guide says. It redirects to https, the answers carry the headers the Mozilla
 * Observatory scores, and each client's own address reaches the rate limit.
 */
const nginx = "/usr/sbin/nginx";
let dir: string;
let site: RunningServer;
let proxy: ChildProcess;
let httpPort: number;
let httpsPort: number;
let cert: Buffer;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => resolve(Boolean(socket.end())));
    socket.on("error", () => resolve(false));
  });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request through the proxy's TLS port as www.example.nl, from a loopback address of the caller's choice. */
function https(pathname: string, options: { method?: string; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        servername: "www.example.nl",
        ca: cert,
        path: pathname,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: { Host: "www.example.nl", ...(options.body ? { "Content-Type": "application/json" } : {}) },
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

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-proxy-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example.nl",
      "-addext",
      "subjectAltName=DNS:www.example.nl,DNS:example.nl",
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
    ],
    { stdio: "ignore" },
  );
  cert = readFileSync(path.join(dir, "fullchain.pem"));
  site = await startServer({ env: { TRUST_PROXY: "1", FORM_RATE_LIMIT: "3" } });
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  // The guide's file as it is, with this machine's ports, certificate and one instance.
  const siteConf = readFileSync("deploy/nginx.conf", "utf8")
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.nl/g, dir)
    .replace(/\/var\/www\/letsencrypt/g, dir)
    .replace(/^(\s*)server 127\.0\.0\.1:3000;\n\s*server 127\.0\.0\.1:3001;/m, `$1server 127.0.0.1:${new URL(site.url).port};`);
  expect(siteConf).toContain(`server 127.0.0.1:${new URL(site.url).port};`);
  for (const sub of ["body", "proxy"]) mkdirSync(path.join(dir, sub));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${siteConf}\n}\n`,
  );
  proxy = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  await until(async () => (await listening(httpPort)) && (await listening(httpsPort)), 10_000, "nginx listening");
}, 60_000);

afterAll(async () => {
  proxy?.kill("SIGQUIT");
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the site behind the guide's nginx", () => {
  it("redirects plain http to https on the same host, and the bare domain to www", async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port: httpPort, path: "/about?x=1", headers: { Host: "www.example.nl" } }, (res) => {
        res.resume().on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: "" }));
      })
        .on("error", reject)
        .end();
    });
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
