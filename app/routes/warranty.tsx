import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { warrantyDocument } from "~/content/legal/warranty";
import type { Route } from "./+types/warranty";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: warrantyDocument };
}

/** Indexed, unlike the other policy pages; title and description from pages["/warranty"]. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? legalPageMeta(loaderData.document, "/warranty", { noIndex: false }) : [];

export default function Warranty({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} eyebrow="Service & Support" />;
}
