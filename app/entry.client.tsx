import { options, type VNode } from "preact";
import { useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { allHydrated } from "~/components/ui/hydrate-in-turn";

/**
 * Hydrates the document with Preact's React-compatible runtime (docs/decisions/0018-client-runtime.md).
 */

/**
 * The root layout renders <html>; Preact hydrates into the document's <html> element, so the
 * layout's <html> becomes its children there, and its `lang` is set on the element itself.
 */
function DocumentElement({ lang, children }: { lang?: string; children?: ReactNode }) {
  useLayoutEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

const vnodeHook = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") vnode.type = DocumentElement as VNode["type"];
  vnodeHook?.(vnode);
};

/**
 * React Router's hydration does three things in one go: it decodes the page's data from the
 * stream in the HTML, creates the router, and renders the document. Each is a good part of
 * a slow phone's main thread, so here each gets a task of its own, and the document's
 * regions then hydrate in turn (app/components/ui/hydrate-in-turn.tsx;
 * docs/decisions/0018-client-runtime.md).
 *
 * The router's setup runs outside a render: the first call starts the decoding and throws
 * its promise (React waits for that at the root; Preact has no root to wait at, and a
 * Suspense boundary around the whole document would build a second document rather than
 * hydrate the first); once the data is there, a second call creates the router and stops at
 * its first hook, which needs a render. The render then finds the router made.
 */
function setUpRouter(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function routerReady(): Promise<void> {
  const decoding = setUpRouter();
  if (decoding instanceof Promise) await decoding;
  await nextTask();
  setUpRouter();
  await nextTask();
}

/**
 * React's server renderer preloads a page's first picture itself (an image with high fetch
 * priority, or `preload()` in a component) and puts those links at the top of the head, where
 * no component renders them. By the time the page hydrates they have done their work (the
 * picture is fetched or on its way), and left in place they put every element after them
 * out of step with the head the runtime renders, which it would then make anew.
 */
function dropHoistedPreloads() {
  const stylesheet = document.head.querySelector("link[rel=stylesheet]");
  for (const link of document.head.querySelectorAll("link[rel=preload][as=image]")) {
    if (stylesheet && link.compareDocumentPosition(stylesheet) & Node.DOCUMENT_POSITION_FOLLOWING) link.remove();
  }
}

void routerReady()
  .then(() => {
    dropHoistedPreloads();
    hydrateRoot(document, <HydratedRouter />);
    return allHydrated();
  })
  // Every part of the page answers now: the browser tests wait for this mark.
  .then(() => document.documentElement.setAttribute("data-hydrated", ""));
