import { legalPageMeta } from "~/components/sections/legal-meta";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { legalTexts } from "~/content/i18n/news.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo.server";
import type { Route } from "./+types/cookies";

/**
 * The page's code, its text and the embed settings' switches, loads when the visitor first
 * presses or focuses something on it; until then it is the server's HTML
 * (docs/decisions/0007-islands.md).
 */
const CookiesBody = lazySection(() => import("~/components/sections/cookies-body").then((m) => m.CookiesBody));

/**
 * Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript.
 * In the address's language; the Dutch text is the authoritative one (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { cookies: document, labels } = legalTexts[lang];
  return { lang, document, labels, meta: pageMeta(lang, legalPageMeta(document, "/cookies")) };
}

/** A navigation inside the site: the body's code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [CookiesBody]);
}

export const meta: Route.MetaFunction = routeMeta;

/** The settings panel has id "embed-settings", which the footer links to. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  return (
    <Island anchor="main" on="use">
      <CookiesBody document={loaderData.document} labels={loaderData.labels} />
    </Island>
  );
}
