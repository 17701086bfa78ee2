import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, type MetaDescriptor, RouterContextProvider } from "react-router";
import { rootData } from "~/content/i18n/ui.server";
import { prefixPath, type Lang } from "~/lib/i18n";

/** A legal page's route module, as the tests of app/content/legal/ call it. */
export interface LegalRouteModule {
  default: NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;
  loader: (args: { request: Request; params: Record<string, string>; context: object }) => {
    lang: Lang;
    document: unknown;
    labels: unknown;
  };
  meta: (args: { loaderData: unknown; matches: unknown[] }) => MetaDescriptor[];
}

/** Each legal page: its route module and its document's key in a language's texts. */
export const legalPages = {
  "/general-terms-conditions": { module: "~/routes/terms", key: "terms" },
  "/privacy": { module: "~/routes/privacy", key: "privacy" },
  "/cookies": { module: "~/routes/cookies", key: "cookies" },
  "/return-policy": { module: "~/routes/return-policy", key: "returns" },
  "/shipping": { module: "~/routes/shipping", key: "shipping" },
  "/warranty": { module: "~/routes/warranty", key: "warranty" },
} as const;

/** A route module, from the module registry as it is now (a test may have reset it or mocked the content). */
export async function loadRoute(module: string): Promise<LegalRouteModule> {
  return (await import(/* @vite-ignore */ module)) as LegalRouteModule;
}

/** The loader's data for the page at `path` (English) in `lang`: the language comes from the address. */
export function load(route: LegalRouteModule, path: string, lang: Lang = "en") {
  return route.loader({
    request: new Request(`http://localhost${prefixPath(path, lang)}`),
    params: {},
    context: new RouterContextProvider(),
  });
}

/** A route as the server renders it in a language (loader data and the root's texts included), and its text without tags. */
export function renderText(route: LegalRouteModule, path: string, lang: Lang = "en"): { html: string; text: string } {
  const loaderData = load(route, path, lang);
  const url = prefixPath(path, lang);
  const root = rootData(lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      loader: () => root,
      children: [{ id: "page", path: url, Component: route.default, loader: () => loaderData }],
    },
  ]);
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root, page: loaderData } }} />);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/[ \t\n\r]+/g, " ");
  return { html, text };
}
