import { redirect } from "react-router";

/** The old mobile menu linked /terms; the page lives at one path (PRODUCT.md 1). */
export function loader() {
  return redirect("/general-terms-conditions", 301);
}
