import type { ComponentProps } from "react";
import { Island, lazySection } from "~/components/ui/island";
import type { LegalPage } from "./legal-page";

/**
 * A legal page's body as the routes render it: text the server sent as it is, so its code
 * is not loaded with the page; it comes with a navigation to it inside the site, and, on the
 * cookie page, whose embed settings are buttons, when the visitor first presses or focuses
 * something on it (docs/decisions/0007-islands.md).
 */
const LegalPageBody = lazySection(() => import("./legal-page").then((m) => m.LegalPage));

/** For the routes' clientLoader: the body's code comes with the page's data. */
export const legalPageIslands = [LegalPageBody];

export function LegalPageIsland(props: ComponentProps<typeof LegalPage>) {
  return (
    <Island anchor="main" on={props.children ? "use" : "static"}>
      <LegalPageBody {...props} />
    </Island>
  );
}
