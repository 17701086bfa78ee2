import { contactCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/server/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/sections/contact/contact-page";

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    copy: contactCopy[lang],
    meta: ownPageMeta(lang, "/contact"),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["contact"]);
}

/** /contact (spec 2.4): contact details and the message form; copy from app/content/contact.ts and its translations. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage copy={loaderData.copy} />;
}
