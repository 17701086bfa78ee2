import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { returnsDocument } from "~/content/legal/returns";
import type { Route } from "./+types/return-policy";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: returnsDocument };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? legalPageMeta(loaderData.document, "/return-policy") : [];

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} eyebrow="Customer service" />;
}
