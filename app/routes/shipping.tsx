import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { shippingDocument } from "~/content/legal/shipping";
import type { Route } from "./+types/shipping";

/** Prerendered: the text arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { document: shippingDocument };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? legalPageMeta(loaderData.document, "/shipping") : [];

export default function Shipping({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} eyebrow="Customer service" />;
}
