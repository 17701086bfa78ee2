/**
 * React writes each Suspense boundary of the server's HTML between `<!--$-->` and `<!--/$-->`.
 * Preact, which hydrates the pages in the browser, keeps a part that suspends while it
 * hydrates (an island, a part waiting for its turn) as the server wrote it only if it is one
 * element, or if it lies between its own markers, `<!--$s-->` and `<!--/$s-->`: otherwise it
 * keeps the first element and draws the rest again once the part hydrates. This writes
 * React's markers as Preact's, so a part of several elements (a page's main content, the
 * header's two brand lists) is kept whole (docs/decisions/0018-client-runtime.md).
 *
 * A document with a pending or failed boundary (`<!--$?-->`, `<!--$!-->`, which one rendered
 * whole does not have) is left alone: its markers could no longer be told apart.
 */
export function markSuspenseRanges(html: string): string {
  if (html.includes("<!--$?-->") || html.includes("<!--$!-->")) return html;
  return html.replaceAll("<!--$-->", "<!--$s-->").replaceAll("<!--/$-->", "<!--/$s-->");
}
