import { legalPageMeta } from "~/components/sections/legal-meta";
import { legalTexts } from "~/content/legal/legal.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import type { Route } from "./+types/cookies";
import { CookiesBody } from "~/components/sections/cookies-body";

/**
 * Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript.
 * In the address's language; the Dutch text is the authoritative one (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { cookies: document, labels } = legalTexts[lang];
  return { lang, document, labels, meta: pageMeta(lang, legalPageMeta(document, "/cookies")) };
}

export const meta: Route.MetaFunction = routeMeta;

/** The settings panel has id "embed-settings", which the footer links to. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <CookiesBody document={loaderData.document} labels={loaderData.labels} />;
}
