import { PageHero } from "~/components/sections/page-hero";
import { RequestAccessAsk, RequestAccessHow } from "~/components/sections/request-access";
import { requestAccessCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/request-access";

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  return { copy: requestAccessCopy[requestLang(request)] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/request-access" }, matches) : [];

/** Spec 2.4: dealer access is requested by a mail link only; copy from app/content/request-access.ts and its translations. */
export default function RequestAccess({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} panel={<RequestAccessHow how={copy.how} />} />
      <RequestAccessAsk copy={copy} />
    </>
  );
}
