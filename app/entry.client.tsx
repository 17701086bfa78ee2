import { options, type VNode } from "preact";
import { useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
 * The router first decodes the page's data from the stream in the HTML, and suspends its
 * first render until it has: it throws the decoding's promise. React waits for that at the
 * root; Preact has no root to wait at, and a Suspense boundary around the whole document
 * would build a second document rather than hydrate the first. So the decoding is started
 * and awaited here, and the document is hydrated once the router can render at once.
 */
async function pageDataDecoded(): Promise<void> {
  try {
    // Outside a render the router gets as far as its first hook only once the data is there.
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

void pageDataDecoded().then(() => hydrateRoot(document, <HydratedRouter />));
