import { serviceRequestCopy } from "~/content/i18n/pages.server";
import { legalFigures } from "~/content/legal/legal.server";
import { formatRange } from "~/lib/format";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/server/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/service-request";
import { ServicePage } from "~/components/sections/service-request/service-page";

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    copy: serviceRequestCopy[lang],
    // The warranty page's promise (content/legal/figures.yml), as the language writes a range.
    responseHours: formatRange(legalFigures.service.responseHours, lang),
    meta: ownPageMeta(lang, "/service-request"),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["service-request"]);
}

/** /service-request (spec 2.6): the service form, with the service desk's hours (spec 9). */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { copy, responseHours } = loaderData;
  return <ServicePage copy={copy} responseHours={responseHours} />;
}
