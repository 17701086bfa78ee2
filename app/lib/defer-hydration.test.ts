import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

/** The end of a page as React Router 7 writes it (preloads hoisted into the head by React). */
const page = (scriptAttributes = "") => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/shell-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/about-5.js"/>
<title>About</title></head><body><main><p>Content</p></main>
<script${scriptAttributes}>window.__reactRouterContext = {"basename":"/"};</script><script${scriptAttributes} type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/about-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script><script${scriptAttributes}>window.__reactRouterContext.streamController.close();</script></body></html>`;

const moduleScriptOf = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  it("drops the preloads from the head and requests the same modules once the page has painted", () => {
    const html = deferHydration(page());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('async=""');
    const code = moduleScriptOf(html);
    expect(code).toContain('"first-contentful-paint"');
    expect(code.indexOf("first-contentful-paint")).toBeLessThan(code.indexOf("modulepreload"));
    expect(code).toContain(
      `for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/shell-3.js","/assets/root-4.js","/assets/about-5.js"])`,
    );
    expect(code).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/about-5.js")]);',
    );
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    expect(code.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    // Everything else is untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain("<main><p>Content</p></main>");
    expect(html).toContain("streamController.close();</script></body></html>");
  });

  /** Runs the rewritten script with stand-ins for the browser and for import(). */
  function runDeferred(browser: { paints: boolean }) {
    const code = moduleScriptOf(deferHydration(page()));
    const loaded: string[] = [];
    const head: { rel: string; href: string }[] = [];
    const win: Record<string, unknown> = {};
    let paint = () => {};
    const calls = { frames: 0, disconnected: false };
    class PaintObserver {
      static supportedEntryTypes = browser.paints ? ["paint", "largest-contentful-paint"] : ["resource"];
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        // The browser reports the first paint, then the first contentful one.
        this.callback({ getEntriesByName: () => [] }, this);
        paint = () => this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) }, this);
      }
      disconnect() {
        calls.disconnected = true;
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the script the page would run
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "PerformanceObserver",
      "addEventListener",
      "window",
      "__import",
      `return (async () => { ${code.replace(/\bimport\(/g, "__import(")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      {
        visibilityState: "visible",
        head: { append: (l: { rel: string; href: string }) => head.push(l) },
        createElement: () => ({}),
      },
      (cb: () => void) => {
        calls.frames++;
        setTimeout(cb, 0);
      },
      PaintObserver,
      () => {},
      win,
      (url: string) => {
        loaded.push(url);
        return Promise.resolve({ url });
      },
    );
    return { done, loaded, head, win, calls, paint: () => paint() };
  }

  it("runs as a module in a browser's order once the first frame is on the screen: side effects, the routes, the entry", async () => {
    const browser = runDeferred({ paints: true });
    // Nothing is requested while the page has not been shown.
    await Promise.resolve();
    expect(browser.head).toEqual([]);
    expect(browser.loaded).toEqual([]);
    browser.paint();
    await browser.done;
    expect(browser.calls).toEqual({ frames: 0, disconnected: true });
    expect(browser.head.map((l) => l.rel)).toEqual(Array(5).fill("modulepreload"));
    expect(browser.loaded).toEqual(["/assets/manifest-1.js", "/assets/root-4.js", "/assets/about-5.js", "/assets/entry.client-2.js"]);
    expect(browser.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/about": { url: "/assets/about-5.js" },
    });
  });

  it("waits for the frame after the first where the browser does not report paints", async () => {
    const browser = runDeferred({ paints: false });
    await browser.done;
    expect(browser.calls.frames).toBe(1);
    expect(browser.loaded).toEqual(["/assets/manifest-1.js", "/assets/root-4.js", "/assets/about-5.js", "/assets/entry.client-2.js"]);
  });

  it("keeps a server-rendered page's nonce on the script", () => {
    const html = deferHydration(page(' nonce="abc123"'));
    expect(html).toContain('<script nonce="abc123" type="module">');
  });

  it("leaves a document it does not recognise exactly as it was", () => {
    const unknownImport = page().replace('import * as route1 from "/assets/about-5.js";', 'import { x } from "/assets/about-5.js";');
    expect(deferHydration(unknownImport)).toBe(unknownImport);
    const noScript = "<!DOCTYPE html><html><body><p>Plain</p></body></html>";
    expect(deferHydration(noScript)).toBe(noScript);
  });
});
