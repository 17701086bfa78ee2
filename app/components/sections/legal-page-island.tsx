import type { ComponentProps } from "react";
import { Island, lazySection } from "~/components/ui/island";
import type { LegalPage } from "./legal-page";

/**
 * A legal page's body as the routes render it: text the server sent as it is, so its code
 * is not loaded with the page; it comes with a navigation to it inside the site
 * (docs/decisions/0007-islands.md). The cookie page, whose embed settings are switches, has
 * a body of its own that loads on first use (app/routes/cookies.tsx).
 */
const LegalPageBody = lazySection(() => import("./legal-page").then((m) => m.LegalPage));

/** For the routes' clientLoader: the body's code comes with the page's data. */
export const legalPageIslands = [LegalPageBody];

export function LegalPageIsland(props: Omit<ComponentProps<typeof LegalPage>, "children" | "extraToc">) {
  return (
    <Island anchor="main" on="static">
      <LegalPageBody {...props} />
    </Island>
  );
}
