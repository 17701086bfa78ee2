import { PageHero } from "~/components/sections/page-hero";
import { RequestAccessAsk, RequestAccessHow } from "~/components/sections/request-access";
import { requestAccessCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import type { Route } from "./+types/request-access";

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const copy = requestAccessCopy[lang];
  return { copy, meta: pageMeta(lang, { ...copy.meta, path: "/request-access" }) };
}

export const meta: Route.MetaFunction = routeMeta;

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
