import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./support/raw-http";
import { startServer, type RunningServer } from "./support/server";

/**
 * The production server against requests no browser sends (STYLE.md 15: every request path
 * ends in an answer): each case here once took the process down, sent a visitor to another
 * host or left a connection hanging. tests/e2e/hostile-requests.test.ts throws random ones.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (target: string, headers = "") =>
  rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);

async function expectAlive() {
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

describe("a path the trailing-slash redirect cannot put in a header as is", () => {
  it.each([
    ["/%0a/", "/%0A"],
    ["/%00/", "/%00"],
    ["/%01/", "/%01"],
    ["/%E2%82%AC/", "/%E2%82%AC"],
    ["/%0d%0aSet-Cookie:%20x=1/", "/%0D%0ASet-Cookie:%20x=1"],
    ["/%0a/?q=a%20b&x=1", "/%0A?q=a%20b&x=1"],
  ])("%s is redirected to %s and the server stays up", async (target, location) => {
    const answer = await get(target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toEqual([location]);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    await expectAlive();
  });
});

describe("a path with a control character once decoded", () => {
  it.each(["/%09", "/%0A", "/nl/%7F", "/x%01y/about"])("%s is refused with 400 and the server stays up", async (target) => {
    const answer = await get(target);
    expect(answer.status).toBe(400);
    await expectAlive();
  });
});

describe("redirects stay on the site", () => {
  it.each([
    ["//evil.example/", "/evil.example"],
    ["/%2fevil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/%5cevil.example/", "/evil.example"],
    ["/%5C%2F\\/evil.example/?a=1", "/evil.example?a=1"],
    ["http://evil.example/news/", "/news"],
  ])("%s is redirected to %s, a path on this site", async (target, location) => {
    const answer = await get(target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toEqual([location]);
  });
});

describe("request methods", () => {
  const allow = ["GET, HEAD, POST, OPTIONS"];

  it.each(["/about", "/contact", "/", "/no-such-page"])("TRACE %s is 405 with Allow", async (target) => {
    const answer = await rawRequest(server.port, `TRACE ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toEqual(allow);
  });

  it("answers PUT, DELETE, PATCH and methods from elsewhere with 405, OPTIONS with 204", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await fetch(`${server.url}/about`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe(allow[0]);
    }
    const propfind = await rawRequest(server.port, "PROPFIND /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(propfind.status).toBe(405);
    const options = await fetch(`${server.url}/contact`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe(allow[0]);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const answer = await rawRequest(server.port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toEqual(allow);
    await expectAlive();
  });

  it("keeps the form API's own 405 (JSON, Allow: POST)", async () => {
    const res = await fetch(`${server.url}/api/send-form-email`, { method: "PUT", body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ error: "Use POST with a JSON body." });
  });

  it("runs a page's form action for POST only: PUT, DELETE and PATCH store nothing", async () => {
    const stored = () => {
      const db = new Database(path.join(server.dataDir, "forms.sqlite"), { readonly: true });
      try {
        return (db.prepare("SELECT count(*) AS n FROM form_submissions").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const send = (method: string) =>
      fetch(`${server.url}/contact`, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          _form: "contact",
          homepage: "",
          name: "Anna de Vries",
          email: "anna@example.nl",
          message: `Sent with ${method}`,
        }),
      });
    const before = stored();
    for (const method of ["PUT", "DELETE", "PATCH"]) expect((await send(method)).status, method).toBe(405);
    expect(stored()).toBe(before);
    expect((await send("POST")).status).toBe(200);
    expect(stored()).toBe(before + 1);
  });
});

describe("a body the server answers without reading closes the connection", () => {
  const head = "Host: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n";
  const chunk = "x".repeat(70 * 1024);

  it.each([
    [
      "an endless chunked post over the limit",
      `POST /contact HTTP/1.1\r\n${head}Transfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      413,
    ],
    ["a post declaring more than the limit", `POST /contact HTTP/1.1\r\n${head}Content-Length: 100000\r\n\r\n`, 413],
    ["a PUT with a body on its way", `PUT /contact HTTP/1.1\r\n${head}Content-Length: 5000\r\n\r\nname=`, 405],
  ])("%s", async (_name, request, status) => {
    // Keep-alive was asked for (HTTP/1.1 default), and the body never ends: only the server
    // closing the connection ends the wait.
    const answer = await rawRequest(server.port, request, { timeoutMs: 5_000 });
    expect(answer.status).toBe(status);
    expect(answer.headers.connection).toEqual(["close"]);
    expect(answer.ended).not.toBe("open");
  });

  it("keeps the connection of a post it read whole", async () => {
    const body = "name=a";
    const answer = await rawRequest(server.port, `POST /contact HTTP/1.1\r\n${head}Content-Length: ${body.length}\r\n\r\n${body}`, {
      untilAnswer: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toEqual(["keep-alive"]);
  });
});

describe("the Host header (RFC 9112 3.2)", () => {
  it.each([["Host: a b"], ["Host: localhost\r\nHost: evil.example"], ["Host: 999.1.1.1"], ["Host: evil.example/x?"]])(
    "%j is a bad request",
    async (host) => {
      const answer = await rawRequest(server.port, `GET /search?q=a HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
    },
  );
});

it("logged nothing uncaught and is still up", async () => {
  await expectAlive();
  expect(server.logs.filter((l) => /uncaught|unhandled/i.test(JSON.stringify(l)))).toEqual([]);
});
