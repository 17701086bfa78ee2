import { useSearchParams } from "react-router";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { contactCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/lib/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/contact";

/**
 * The page's code loads when the visitor first focuses or presses something on it: its
 * form takes input without it, and the rest is text and links (docs/decisions/0007-islands.md).
 */
const ContactPage = lazySection(() => import("~/components/sections/contact/contact-page").then((m) => m.ContactPage));

/** Prerendered: the page's copy in its language (PRODUCT.md 19) arrives as loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    copy: contactCopy[lang],
    meta: ownPageMeta(lang, "/contact"),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** A navigation inside the site: the page's code comes with its data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [ContactPage]);
}

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["contact"]);
}

/** /contact (spec 2.4): contact details and the message form; copy from app/content/contact.ts and its translations. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  // A link with ?subject=… (PeVino's 'Contact for Pricing') opens the message with it,
  // which only the form's script can write: then the code loads at once.
  const prefilled = useSearchParams()[0].has("subject");
  return (
    <Island anchor="main" on={prefilled ? "near" : "use"}>
      <ContactPage copy={copy} />
    </Island>
  );
}
