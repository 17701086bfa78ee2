import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";

/**
 * The built client folder, held in memory (files up to 2 MB, with their brotli and gzip
 * twins written at build by scripts/postbuild.ts); larger files stream from disk with
 * range support. Prerendered HTML carries the hashes of its inline scripts for the CSP.
 */
const MEMORY_LIMIT = 2 * 1024 * 1024;

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".woff2": "font/woff2",
};

export interface StaticFile {
  filePath: string;
  size: number;
  type: string;
  etag: string;
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** CSP script sources ('sha256-…') of a prerendered page's inline scripts. */
  scriptHashes?: string[];
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles (.gitignore and the like) are never served.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/.test(attrs)) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** Maps URL paths to built files: "/about" → about/index.html, "/assets/x.js" → assets/x.js. */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = path.relative(clientDir, full).split(path.sep).join("/");
    const ext = path.extname(full).toLowerCase();
    const { size, mtimeMs } = statSync(full);
    const file: StaticFile = {
      filePath: full,
      size,
      type: types[ext] ?? "application/octet-stream",
      etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    };
    if (size <= MEMORY_LIMIT) {
      file.body = readFileSync(full);
      file.etag = `"${createHash("sha1").update(file.body).digest("base64url").slice(0, 22)}"`;
      try {
        file.br = readFileSync(`${full}.br`);
      } catch {
        // No pre-compressed twin: the file is served as it is.
      }
      try {
        file.gzip = readFileSync(`${full}.gz`);
      } catch {
        // No gzip twin either: the file is served as it is.
      }
      if (ext === ".html") file.scriptHashes = inlineScriptHashes(file.body.toString("utf8"));
    }
    let urlPath = `/${rel}`;
    if (urlPath.endsWith("/index.html")) urlPath = urlPath.slice(0, -"index.html".length - 1) || "/";
    files.set(urlPath, file);
  }
  return files;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.startsWith("/files/") || urlPath.startsWith("/images/") || urlPath.startsWith("/videos/")) {
    return "public, max-age=86400";
  }
  return "public, max-age=0, must-revalidate";
}

function pickEncoding(req: IncomingMessage, file: StaticFile): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

/** Parses a single "bytes=a-b" range; undefined when absent, null when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined | null {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

/** The entity tags of an If-None-Match or If-Range value (RFC 9110 8.8.3): "*", or each tag, W/ kept. */
export function entityTags(header: string): "*" | string[] {
  if (header.trim() === "*") return "*";
  return header.match(/(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g) ?? [];
}

const opaqueTag = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/** If-None-Match (RFC 9110 13.1.2): weak comparison, and "*" matches any file there is. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = entityTags(header);
  return tags === "*" || tags.some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

/**
 * If-Range (RFC 9110 13.1.5): the Range is honoured only when the validator is a strong
 * entity tag equal to the file's (strong comparison); a weak or other tag, or a date (no
 * Last-Modified is sent, so none can match), means the file changed: send all of it.
 */
export function ifRangeHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  return !value.startsWith("W/") && !etag.startsWith("W/") && value === etag;
}

/**
 * Streams a file on disk into the response. pipeline (not .pipe) closes the file when the
 * visitor goes away or the read fails, and turns a read error into a destroyed response and
 * a call to `onError` instead of an unheard 'error' event that would end the process.
 */
function streamFile(
  res: ServerResponse,
  file: StaticFile,
  range: { start: number; end: number } | undefined,
  onError: (error: Error) => void,
) {
  pipeline(createReadStream(file.filePath, range), res, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") onError(error);
  });
}

/** Writes a static file response (status, caching, encoding, range); headers given are added. */
export function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  file: StaticFile,
  headers: Record<string, string>,
  onError: (error: Error) => void = () => {},
): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", cacheControlFor(urlPath));
  res.setHeader("ETag", file.etag);
  if (urlPath.startsWith("/files/")) {
    const name = path.basename(file.filePath).replace(/[^\w.-]/g, "_");
    res.setHeader("Content-Disposition", `${file.type === "application/pdf" ? "inline" : "attachment"}; filename="${name}"`);
  }
  const compressible = Boolean(file.br || file.gzip);
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  else res.setHeader("Accept-Ranges", "bytes");

  if (noneMatchHits(req.headers["if-none-match"], file.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const head = req.method === "HEAD";
  const encoding = pickEncoding(req, file);
  if (encoding) {
    const body = encoding === "br" ? file.br! : file.gzip!;
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(head ? undefined : body);
    return;
  }
  const ifRange = req.headers["if-range"];
  const rangeAsked = !compressible && ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(", ") : ifRange, file.etag);
  const range = rangeAsked ? parseRange(req.headers.range, file.size) : undefined;
  if (range === null) {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${file.size}`);
    res.end();
    return;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
    res.setHeader("Content-Length", range.end - range.start + 1);
    if (head) return void res.end();
    if (file.body) return void res.end(file.body.subarray(range.start, range.end + 1));
    return streamFile(res, file, range, onError);
  }
  res.setHeader("Content-Length", file.size);
  if (head) return void res.end();
  if (file.body) return void res.end(file.body);
  streamFile(res, file, undefined, onError);
}
