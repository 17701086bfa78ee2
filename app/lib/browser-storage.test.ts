import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(import.meta.dirname, "..");

/** Every way a page could keep something in the visitor's browser. */
const storageApi = /\b(?:localStorage|sessionStorage|document\.cookie|cookieStore|indexedDB|caches\.open)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("what the site keeps in the browser", () => {
  it("goes through ./browser-storage.ts alone, whose items the cookie page lists", () => {
    const using = sources(app)
      .filter((file) => storageApi.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(app, file));
    expect(using).toEqual(["lib/browser-storage.ts"]);
  });
});
