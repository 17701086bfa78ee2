import { ContactBody } from "~/components/sections/contact/contact-body";
import { ContactCard } from "~/components/sections/contact/contact-card";
import { PageHero } from "~/components/sections/page-hero";
import { contactCopy, pagesFor } from "~/content/i18n/pages.server";
import { breadcrumbs } from "~/lib/breadcrumbs";
import { requestLang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/contact";

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { copy: contactCopy[lang], page: pagesFor(lang)["/contact"] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        {
          ...loaderData.page,
          path: "/contact",
          jsonLd: [breadcrumbs(matches, [{ name: loaderData.page.title, path: "/contact" }])],
        },
        matches,
      )
    : [];

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["contact"]);
}

/** /contact (spec 2.4): contact details and the message form; copy from app/content/contact.ts and its translations. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} panel={<ContactCard copy={copy} />} />
      <ContactBody copy={copy} />
    </>
  );
}
