import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/**
 * The floor the audit measures every page against (docs/decisions/0019-speed-against-the-floor.md):
 * one heading and one paragraph, no script and no style sheet, served exactly as the site's
 * pages are. It is never part of the site: the audit copies the build's client folder into a
 * temporary build, writes the floor there, and starts the built server on that copy, the
 * server folder itself linked in. The floor is then a prerendered page like any other to the
 * server (server/static-files.ts), so it gets the same security headers, CSP, opener policy,
 * caching and compressed twins by the same code, and reaches Chrome through the same nginx
 * (TLS, HTTP/2). A static location in the audit's nginx would not: the site, not nginx, sends
 * those headers (deploy/nginx.conf), so they would have to be written out a second time.
 */
export const floorPath = "/audit-floor";

const floorHtml = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="What the audit measures every page against.">
</head>
<body>
<h1>Floor</h1>
<p>One heading and one paragraph, no script and no style sheet, served by the site's own server with its headers: what a page costs the browser before the site adds anything.</p>
</body>
</html>
`;

export interface StagedBuild {
  /** The temporary build: start the server with BUILD_DIR set to it. */
  dir: string;
  remove(): void;
}

/** A copy of `buildDir` with the floor page in its client folder (about 25 MB, a second or less). */
export function stageBuildWithFloor(buildDir: string): StagedBuild {
  const dir = mkdtempSync(path.join(tmpdir(), "audit-build-"));
  cpSync(path.join(buildDir, "client"), path.join(dir, "client"), { recursive: true, preserveTimestamps: true });
  symlinkSync(path.join(buildDir, "server"), path.join(dir, "server"), "dir");
  const floorDir = path.join(dir, "client", floorPath.slice(1));
  mkdirSync(floorDir);
  const file = path.join(floorDir, "index.html");
  writeFileSync(file, floorHtml);
  // The build gives only files over 512 bytes compressed twins (scripts/postbuild.ts); the
  // floor gets them as every page has them, so it is sent compressed with the same headers.
  writeFileSync(`${file}.br`, brotliCompressSync(floorHtml));
  writeFileSync(`${file}.gz`, gzipSync(floorHtml, { level: 9 }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** How a client reaches the site the audit measures: its address, and for the proxy the host name and certificate. */
export interface SiteAccess {
  url: string;
  host?: string;
  ca?: Buffer;
}

/** The response headers of one address, names lower-cased, as a browser asking for br or gzip gets them. */
function responseHeaders(site: SiteAccess, pathname: string): Promise<Record<string, string>> {
  const url = new URL(pathname, site.url);
  const options = {
    hostname: "127.0.0.1",
    port: url.port,
    path: url.pathname,
    headers: { host: site.host ?? url.host, "accept-encoding": "br, gzip" },
    ...(site.ca ? { ca: site.ca, servername: site.host } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(options, (res) => {
      res.resume();
      resolve(Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)])));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ from one response to the next whatever the page: the body's size and tag, the time. */
const perResponse = new Set(["content-length", "etag", "date"]);
/** The CSP names each page's own inline scripts by hash (server/security-headers.ts); the floor has none. */
const withoutScriptHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, "");

/**
 * Where the floor's headers differ from a page's, one line each; none when they are the same
 * but for the body's size and tag, the date, and the page's own script hashes in the CSP.
 */
export async function floorHeaderDifferences(site: SiteAccess, page: string): Promise<string[]> {
  const [own, floor] = await Promise.all([responseHeaders(site, page), responseHeaders(site, floorPath)]);
  const names = new Set([...Object.keys(own), ...Object.keys(floor)].filter((n) => !perResponse.has(n)));
  const value = (headers: Record<string, string>, name: string) =>
    name === "content-security-policy" && headers[name] ? withoutScriptHashes(headers[name]) : headers[name];
  return [...names]
    .filter((n) => value(own, n) !== value(floor, n))
    .map((n) => `${n}: ${page} sends ${own[n] ?? "none"}, the floor ${floor[n] ?? "none"}`);
}
