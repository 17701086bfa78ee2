import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

/** Any unknown path (spec 2.10; PRODUCT.md 15): 404, logged by the server, noindex. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger?.warn("page not found", { path: pathname });
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    path: data?.path ?? "/404",
    noIndex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
