import { legalPageMeta } from "~/components/sections/legal-meta";
import { LegalPage } from "~/components/sections/legal-page";
import { legalTexts } from "~/content/legal/legal.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import type { Route } from "./+types/warranty";

/**
 * Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript.
 * In the address's language; the Dutch text is the authoritative one (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { warranty: document, labels } = legalTexts[lang];
  return { lang, document, labels, meta: pageMeta(lang, legalPageMeta(document, "/warranty", { noIndex: false })) };
}

export const meta: Route.MetaFunction = routeMeta;

/** Indexed, unlike the other policy pages. */
export default function Warranty({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} labels={loaderData.labels} eyebrow={loaderData.labels.eyebrows.warranty} />;
}
