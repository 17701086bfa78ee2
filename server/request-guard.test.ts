import { connect, type AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { testLogger } from "../tests/support/test-logger";
import { guardConnections, guardListener, type Listener } from "./request-guard";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(listener: Listener) {
  const logger = testLogger();
  server = createServer(guardListener(listener, logger));
  guardConnections(server, logger);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { logger, port: (server.address() as AddressInfo).port };
}

/** Writes bytes on a fresh connection; resolves with all that came back once the server closes it. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(text));
  });
}

describe("guardListener", () => {
  it("answers a rejected listener with 500 and one log line", async () => {
    const { logger, port } = await serve(async (_req, res) => {
      res.setHeader("Location", "/somewhere");
      await Promise.resolve();
      throw new Error("boom");
    });
    const res = await fetch(`http://127.0.0.1:${port}/x`, { redirect: "manual" });
    expect(res.status).toBe(500);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(logger.lines.filter((l) => l.level === "error").map((l) => l.msg)).toEqual(["request failed"]);
  });

  it("answers a listener that throws before its first await", async () => {
    const { port } = await serve(() => {
      throw new Error("sync boom");
    });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(500);
  });

  it("cuts the connection when the failure comes after the head was sent", async () => {
    const { logger, port } = await serve(async (_req, res) => {
      res.writeHead(200, { "Content-Length": "100" });
      res.write("partial");
      await Promise.resolve();
      throw new Error("late boom");
    });
    const text = await raw(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text.endsWith("partial")).toBe(true);
    expect(logger.lines.some((l) => l.msg === "request failed")).toBe(true);
  });

  it("closes the connection when it answers before reading the body", async () => {
    const { port } = await serve((_req, res) => void res.end("no thanks"));
    const text = await raw(port, "PUT / HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\nabc");
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
  });
});

describe("guardConnections", () => {
  it("answers malformed HTTP with 400 and closes", async () => {
    const { port } = await serve((_req, res) => void res.end());
    expect(await raw(port, "G\x00T / HTTP/1.1\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(await raw(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const { port } = await serve((_req, res) => void res.end());
    expect(await raw(port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/,
    );
  });
});
