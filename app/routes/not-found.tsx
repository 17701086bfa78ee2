import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/not-found";

/**
 * Any unknown path (spec 2.10; PRODUCT.md 15), in each language under its prefix: 404,
 * logged by the server, noindex. Its texts are the root's, in the address's language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger?.warn("page not found", { path: pathname });
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const texts = rootData(matches)?.ui.errorPages.notFound.meta;
  return texts ? pageMeta({ ...texts, path: data?.path ?? "/404", noIndex: true }, matches) : [];
};

export default function NotFoundRoute() {
  return <NotFound />;
}
