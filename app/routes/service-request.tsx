import { ServiceBody } from "~/components/sections/service-request/service-body";
import { ServiceDeskCard } from "~/components/sections/service-request/service-desk";
import { PageHero } from "~/components/sections/page-hero";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { pagesFor, serviceRequestCopy } from "~/content/i18n/pages.server";
import { breadcrumbs } from "~/lib/breadcrumbs";
import { requestLang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/service-request";

/**
 * The form's code loads when the visitor first focuses or presses something in it: its
 * fields take input without it (docs/decisions/0007-islands.md).
 */
const ServiceRequestForm = lazySection(() => import("~/components/forms/service-request-form").then((m) => m.ServiceRequestForm));

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { copy: serviceRequestCopy[lang], page: pagesFor(lang)["/service-request"] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        {
          ...loaderData.page,
          path: "/service-request",
          jsonLd: [breadcrumbs(matches, [{ name: loaderData.page.title, path: "/service-request" }])],
        },
        matches,
      )
    : [];

/** A navigation inside the site: the form's code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [ServiceRequestForm]);
}

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["service-request"]);
}

/** /service-request (spec 2.6): the service form, with the service desk's hours (spec 9). */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} panel={<ServiceDeskCard desk={copy.desk} />} />
      <ServiceBody
        copy={copy}
        form={
          <Island anchor="service-form-title" on="use">
            <ServiceRequestForm />
          </Island>
        }
      />
    </>
  );
}
