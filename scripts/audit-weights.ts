import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "../tests/e2e/support/server";

/** What the audit counts of a page's weight (scripts/audit.ts), from the built files as the server sends them. */

const round1 = (n: number) => Math.round(n * 10) / 10;
const clientDir = path.join(buildDir, "client");

/** Every prerendered page of the build, by its address. */
export function prerenderedPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  return pages.sort();
}

/**
 * gzip bytes of a built asset: the `.gz` file the server sends to a browser that asks for
 * gzip (scripts/postbuild.ts), or zlib's best where there is none. Brotli sends less.
 */
function gzipBytes(src: string): number {
  if (!src.startsWith("/")) return 0;
  const file = path.join(clientDir, src.split("?")[0]!);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every script a page loads before any interaction, as its HTML names them. */
export function pageScripts(html: string): Set<string> {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) srcs.add((m[1] ?? m[2])!);
  // Pages that load their scripts after the first paint list them in their loader script
  // (app/lib/defer-hydration.ts): the same set the preload links would have named.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]!);
  return srcs;
}

export function pageStylesheets(html: string): Set<string> {
  return new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
}

/** Bytes of the fonts among a page's requests: the built files, sent as they are (no twin). */
export function fontKb(requests: string[], siteUrl: string): number {
  const fonts = new Set(
    requests.filter((u) => u.startsWith(siteUrl) && /\.woff2$/.test(new URL(u).pathname)).map((u) => new URL(u).pathname),
  );
  return round1([...fonts].reduce((n, src) => n + statSync(path.join(clientDir, src)).size, 0) / 1024);
}

/** KB, gzip, of these built files. */
export const gzipKb = (srcs: Set<string>) => round1([...srcs].reduce((n, src) => n + gzipBytes(src), 0) / 1024);

/** KB of these built files as sent uncompressed. */
export const rawKb = (srcs: Set<string>) =>
  round1(
    [...srcs].filter((s) => s.startsWith("/")).reduce((n, src) => n + statSync(path.join(clientDir, src.split("?")[0]!)).size, 0) / 1024,
  );
