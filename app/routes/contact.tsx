import { useSearchParams } from "react-router";
import { ContactBody } from "~/components/sections/contact/contact-body";
import { ContactCard } from "~/components/sections/contact/contact-card";
import { PageHero } from "~/components/sections/page-hero";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { contactCopy, pagesFor } from "~/content/i18n/pages.server";
import { breadcrumbs } from "~/lib/breadcrumbs";
import { requestLang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/contact";

/**
 * The form's code loads when the visitor first focuses or presses something in it: its
 * fields take input without it (docs/decisions/0007-islands.md).
 */
const ContactForm = lazySection(() => import("~/components/forms/contact-form").then((m) => m.ContactForm));

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

/** A navigation inside the site: the form's code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [ContactForm]);
}

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["contact"]);
}

/** /contact (spec 2.4): contact details and the message form; copy from app/content/contact.ts and its translations. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  // A link with ?subject=… (PeVino's 'Contact for Pricing') opens the message with it,
  // which only the form's script can write: it loads as the form comes near.
  const prefilled = useSearchParams()[0].has("subject");
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} panel={<ContactCard copy={copy} />} />
      <ContactBody
        copy={copy}
        form={
          <Island anchor="contact-form-title" on={prefilled ? "near" : "use"}>
            <ContactForm />
          </Island>
        }
      />
    </>
  );
}
