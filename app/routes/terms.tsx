import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { termsDocument } from "~/content/legal/terms";
import type { Route } from "./+types/terms";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: termsDocument };
}

/** Canonical terms page; /terms redirects here (PRODUCT.md 1). Noindex (spec 2.1). */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? legalPageMeta(loaderData.document, "/general-terms-conditions") : [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
