import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { rootData } from "~/content/i18n/ui.server";
import type { UiTexts } from "~/content/ui-texts";
import { langFromPath, prefixPath } from "~/lib/i18n";

type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

/**
 * A page's server HTML at `url` (a route `pattern` such as "/news/:slug", matched in the
 * language of `url`), under a root route that carries the language's interface
 * texts as app/root.tsx does (components read them with useUi), with the page's loader data;
 * `texts` replaces the language's interface texts, for a test of texts the site lacks.
 * Entities of quotes and ampersands are decoded and React's text separators (`<!-- -->`)
 * left out, so tests can look for text as written.
 */
export function renderPage(Component: StubComponent, pattern: string, url: string, loaderData: unknown, texts?: UiTexts): string {
  const lang = langFromPath(url);
  const root = texts ? { ...rootData(lang), ui: JSON.stringify(texts) } : rootData(lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => root,
      children: [{ id: "page", path: prefixPath(pattern, lang).slice(1), Component, loader: () => loaderData }],
    },
  ]);
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root, page: loaderData } }} />);
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
