import { data, Outlet, type ShouldRevalidateFunction } from "react-router";
import { prefixedLanguages, requestLang } from "~/lib/i18n";
import { notFoundMeta } from "~/server/seo.server";
import { loggerContext } from "~/server/request-context.server";
import type { Route } from "./+types/language";

/**
 * The pages of every language under one optional prefix, `/:lang?` (PRODUCT.md 19;
 * docs/decisions/0013-languages.md): one route per page serves English at the spec's
 * address and Dutch, German and French under `/nl`, `/de`, `/fr`, so the route table the
 * browser carries does not grow with the languages. Any other first segment that lands here
 * (`/xx/about`, `/en/about`) is not a page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !(prefixedLanguages as readonly string[]).includes(params.lang)) {
    // PRODUCT.md 15: unknown paths answer 404 and are logged.
    const { pathname } = new URL(request.url);
    context.get(loggerContext).warn("page not found", { path: pathname });
    throw data({ meta: notFoundMeta(requestLang(request), pathname) }, { status: 404 });
  }
  return null;
}

/**
 * Its answer depends on the prefix alone: a change of query (the /manuals and /downloads
 * filters, which promise no request while typing) or an action does not ask again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

export default function Language() {
  return <Outlet />;
}
