import { redirect } from "react-router";
import { site } from "~/content/company.server";

/** /application sends the browser to the dealer portal's register page (PRODUCT.md 4). */
export function loader() {
  return redirect(site.portal.register, 302);
}
