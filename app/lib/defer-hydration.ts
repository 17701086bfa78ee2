/**
 * Lets a page paint before its JavaScript competes for the network and the main thread.
 *
 * React Router ends every page with module preloads in the head and a module script that
 * imports the route modules and starts hydration. On a phone those ~120 KB of script share
 * the connection with the stylesheet and hero image, and hydrating before the first paint
 * holds the paint back. The page works without JavaScript (links and forms are plain HTML),
 * so the content comes first: this rewrites the HTML so the same modules are requested
 * once the first frame is on the screen, all at once, and hydration starts when they arrive.
 * (docs/decisions/0006-deferred-hydration.md)
 *
 * A pure string transform of the rendered document; anything it does not recognise is
 * left exactly as React Router wrote it.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScript = /<script([^>]*) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/;
const sideEffectImport = /^\s*import\s*("[^"]+");/gm;
const namespaceImport = /^\s*import \* as (\w+) from ("[^"]+");/gm;
const entryImport = /^\s*import\(("[^"]+")\);/gm;

/** The parts of React Router's hydration script, or null if its shape is unexpected. */
function parseHydrationScript(code: string) {
  const sideEffects = [...code.matchAll(sideEffectImport)].map((m) => m[1]!);
  const routes = [...code.matchAll(namespaceImport)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const entries = [...code.matchAll(entryImport)].map((m) => m[1]!);
  const rest = code.replace(sideEffectImport, "").replace(namespaceImport, "").replace(entryImport, "").trim();
  // Any other import (a form this transform does not know) and it leaves the page alone.
  if (entries.length !== 1 || routes.length === 0 || /^\s*import\b/m.test(rest)) return null;
  return { sideEffects, routes, rest, entry: entries[0]! };
}

export function deferHydration(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, before = "", after = "", code = ""] = script;
  const parsed = parseHydrationScript(code);
  if (!parsed) return html;

  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]!);
  const imports = [...parsed.sideEffects, ...parsed.routes.map((r) => r.url)].map((url) => `import(${url})`);
  // Holes for the side-effect imports, then the route modules' names: `[, route0, route1]`.
  const bindings = [...parsed.sideEffects.map(() => ""), ...parsed.routes.map((r) => r.name)].join(", ");
  const deferred = [
    // Once the first frame is on the screen, as the browser reports it (a frame painted by
    // the main thread reaches the screen a compositor's turn later; scripts arriving in
    // between would hold it back), unless the tab is in the background. A browser that does
    // not report paints waits for the frame after the first.
    `if (document.visibilityState === "visible") await new Promise((r) => {`,
    `  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(r, 0));`,
    `  new PerformanceObserver((l, o) => l.getEntriesByName("first-contentful-paint").length && (o.disconnect(), r())).observe({ type: "paint", buffered: true });`,
    `  addEventListener("visibilitychange", r, { once: true });`,
    `});`,
    // Every module the page needs, requested in parallel rather than as a chain of imports.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings}] = await Promise.all([${imports.join(", ")}]);`,
    parsed.rest,
    `import(${parsed.entry});`,
  ].join("\n");

  return html.replace(preloadLink, "").replace(whole, () => `<script${before} type="module"${after}>${deferred}</script>`);
}
