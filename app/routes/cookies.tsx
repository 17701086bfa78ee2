import { ConsentSettings } from "~/components/media/consent-settings";
import { legalPageMeta } from "~/components/sections/legal-meta";
import { LegalPageIsland, legalPageIslands } from "~/components/sections/legal-page-island";
import { withIslands } from "~/components/ui/island";
import { legalTexts } from "~/content/i18n/news.server";
import { requestLang } from "~/lib/i18n";
import type { Route } from "./+types/cookies";

/**
 * Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript.
 * In the address's language; the Dutch text is the authoritative one (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { cookies: document, labels } = legalTexts[lang];
  return { lang, document, labels };
}

/** A navigation inside the site: the body's code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), legalPageIslands);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? legalPageMeta(loaderData, "/cookies", matches) : []);

/** The settings panel has id "embed-settings", which the footer links to. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { document, labels } = loaderData;
  return (
    <LegalPageIsland document={document} labels={labels} extraToc={[{ id: "embed-settings", title: labels.embedChoices.title }]}>
      <div className="mt-10">
        <ConsentSettings copy={labels.embedChoices} />
      </div>
    </LegalPageIsland>
  );
}
