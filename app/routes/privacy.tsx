import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { privacyDocument } from "~/content/legal/privacy";
import type { Route } from "./+types/privacy";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: privacyDocument };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? legalPageMeta(loaderData.document, "/privacy") : [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
