import { ConsentSettings } from "~/components/media/consent-settings";
import type { LegalDocument, LegalPageLabels } from "~/content/legal/types";
import { LegalPage } from "./legal-page";

/**
 * The cookie page's body: its text, and the embed settings the footer links to (id
 * "embed-settings"), whose switches are the page's only script.
 */
export function CookiesBody({ document, labels }: { document: LegalDocument; labels: LegalPageLabels }) {
  return (
    <LegalPage document={document} labels={labels} extraToc={[{ id: "embed-settings", title: labels.embedChoices.title }]}>
      <div className="mt-10">
        <ConsentSettings copy={labels.embedChoices} />
      </div>
    </LegalPage>
  );
}
