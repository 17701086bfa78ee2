import { ConsentSettings } from "~/components/media/consent-settings";
import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { cookiesDocument } from "~/content/legal/cookies";
import type { Route } from "./+types/cookies";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: cookiesDocument };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? legalPageMeta(loaderData.document, "/cookies") : []);

/** The settings panel has id "embed-settings", which the footer links to. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage document={loaderData.document} extraToc={[{ id: "embed-settings", title: "Your choices for videos and maps" }]}>
      <div className="mt-10">
        <ConsentSettings />
      </div>
    </LegalPage>
  );
}
