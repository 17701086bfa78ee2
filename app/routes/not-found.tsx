import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { notFoundMeta } from "~/server/seo.server";
import { loggerContext } from "~/server/request-context.server";
import type { Route } from "./+types/not-found";

/**
 * Any unknown path (spec 2.10; PRODUCT.md 15), in each language under its prefix: 404,
 * logged by the server, noindex. Its texts are the root's, in the address's language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.get(loggerContext).warn("page not found", { path: pathname });
  return data({ meta: notFoundMeta(requestLang(request), pathname) }, { status: 404 });
}

export const meta: Route.MetaFunction = routeMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
