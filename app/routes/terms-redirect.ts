import { redirect } from "react-router";
import { localizePath, requestLang } from "~/lib/i18n";
import type { Route } from "./+types/terms-redirect";

/** The old mobile menu linked /terms; the page lives at one path (PRODUCT.md 1), in each language. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/general-terms-conditions", requestLang(request)), 301);
}
