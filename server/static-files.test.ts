import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type ClientRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cacheControlFor,
  entityTags,
  ifRangeHolds,
  inlineScriptHashes,
  loadStaticFiles,
  noneMatchHits,
  parseRange,
  sendStatic,
} from "./static-files";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and JSON-LD ones", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("parseRange", () => {
  it("reads single byte ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
  });
  it("rejects unsatisfiable ranges and ignores malformed ones", () => {
    expect(parseRange("bytes=1000-", 1000)).toBeNull();
    expect(parseRange("bytes=5-2", 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControlFor("/assets/entry-abc.js")).toContain("immutable");
    expect(cacheControlFor("/about")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("entity tags", () => {
  it("reads a list of tags, weak ones with their W/, or *", () => {
    expect(entityTags(`"a", W/"b" ,"c"`)).toEqual([`"a"`, `W/"b"`, `"c"`]);
    expect(entityTags(" * ")).toBe("*");
    expect(entityTags("garbage")).toEqual([]);
  });
  it("If-None-Match compares weakly; If-Range strongly", () => {
    expect(noneMatchHits(`"x", W/"a"`, `"a"`)).toBe(true);
    expect(noneMatchHits(`"a"`, `W/"a"`)).toBe(true);
    expect(noneMatchHits(`"b"`, `"a"`)).toBe(false);
    expect(ifRangeHolds(`"a"`, `"a"`)).toBe(true);
    expect(ifRangeHolds(`W/"a"`, `"a"`)).toBe(false);
    expect(ifRangeHolds(`W/"a"`, `W/"a"`)).toBe(false);
    expect(ifRangeHolds("Tue, 15 Nov 1994 08:12:31 GMT", `"a"`)).toBe(false);
  });
});

/** The files a directory of the build would hold, served by sendStatic on a real server. */
describe("sendStatic", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  const pdf = randomBytes(1000);
  // Over the memory limit, streamed from disk, and more than loopback buffers hold, so a
  // visitor who stops reading leaves the stream waiting with its file open.
  const bigPath = path.join(dir, "videos", "big.mp4");
  const gonePath = path.join(dir, "videos", "gone.mp4");
  mkdirSync(path.dirname(bigPath), { recursive: true });
  writeFileSync(path.join(dir, "sheet.pdf"), pdf);
  writeFileSync(bigPath, Buffer.alloc(24 * 1024 * 1024, 1));
  writeFileSync(gonePath, Buffer.alloc(3 * 1024 * 1024, 2));
  const files = loadStaticFiles(dir);
  rmSync(gonePath);
  const errors: Error[] = [];
  const closed: Promise<void>[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      closed.push(new Promise((resolve) => res.on("close", resolve)));
      sendStatic(req, res, req.url!, files.get(req.url!)!, {}, (error) => errors.push(error));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const etag = files.get("/sheet.pdf")!.etag;

  it("honours Range under If-Range only for the file's own strong tag (RFC 9110 13.1.5)", async () => {
    const ranged = (ifRange: string) => fetch(`${base}/sheet.pdf`, { headers: { Range: "bytes=0-9", "If-Range": ifRange } });
    const same = await ranged(etag);
    expect(same.status).toBe(206);
    expect(Buffer.from(await same.arrayBuffer())).toEqual(pdf.subarray(0, 10));
    for (const other of [`"changed"`, `W/${etag}`, "Tue, 15 Nov 1994 08:12:31 GMT"]) {
      const res = await ranged(other);
      expect(res.status, other).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    }
  });

  it("answers 304 when If-None-Match lists the tag, weakly, or is *", async () => {
    for (const value of [`"x", ${etag}`, `W/${etag}`, "*"]) {
      expect((await fetch(`${base}/sheet.pdf`, { headers: { "If-None-Match": value } })).status, value).toBe(304);
    }
    expect((await fetch(`${base}/sheet.pdf`, { headers: { "If-None-Match": `"other"` } })).status).toBe(200);
  });

  it("closes the file when the visitor goes away mid-download", async () => {
    const opened = () => openFilesTo(bigPath);
    const gotSome = new Promise<ClientRequest>((resolve) => {
      const req = request(`${base}/videos/big.mp4`, (res) => res.once("data", () => resolve(req)));
      req.end();
    });
    const req = await gotSome;
    expect(opened()).toBe(1);
    req.destroy();
    await closed.at(-1);
    await vi.waitFor(() => expect(opened()).toBe(0), { timeout: 5_000 });
  });

  it("turns a read error into an aborted answer and a reported error, not a crash", async () => {
    await expect(fetch(`${base}/videos/gone.mp4`).then((res) => res.arrayBuffer())).rejects.toThrow();
    await vi.waitFor(() => expect(errors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(["ENOENT"]));
    expect((await fetch(`${base}/sheet.pdf`)).status).toBe(200);
  });
});

/** How many of this process's file descriptors are open on `file` (Linux /proc). */
function openFilesTo(file: string): number {
  let count = 0;
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === file) count++;
    } catch {
      // Closed between listing and reading.
    }
  }
  return count;
}
