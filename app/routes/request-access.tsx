import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";

const subject = "Dealer resources access request";
const body = [
  "Hello,",
  "",
  "I would like access to the dealer resources.",
  "",
  "Company name:",
  "Contact person:",
  "Phone:",
  "Dealer account number (if any):",
  "Brands of interest:",
  "",
  "Kind regards,",
].join("\n");

const mailto = `mailto:${site.mailboxes.resources}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export const meta = () =>
  pageMeta({
    title: "Request dealer access",
    description: "Dealer resources such as price lists, high-resolution images and training material are available to registered dealers. Request access by e-mail.",
    path: "/request-access",
    keywords: ["dealer access", "dealer resources", "dealer portal"],
  });

/** Spec 2.4: dealer access is requested by a mail link only. */
export default function RequestAccess() {
  return (
    <>
      <PageHero
        eyebrow="Dealer resources"
        title="Request dealer access"
        intro="Price lists, high-resolution product images, training videos and marketing material are kept in the dealer portal for our registered dealers."
      />
      <section className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div className="prose-page">
          <h2>How to request access</h2>
          <ol>
            <li>Send us an e-mail with your company name, contact person and the brands you work with.</li>
            <li>We check your details and reply within 48 hours.</li>
            <li>You receive your portal login by e-mail.</li>
          </ol>
          <p>
            Existing dealers who have lost their login can use the same address. Would you like to sell our brands? Read
            about <Link to="/become-dealer">becoming a dealer</Link> first.
          </p>
        </div>
        <div className="rounded-xl border border-line bg-mist p-8">
          <h2 className="text-xl font-semibold text-navy-900">Ask by e-mail</h2>
          <p className="mt-2 text-muted">
            The button opens your mail program with a short form to fill in. You can also write to{" "}
            <a className="font-medium text-navy-700 underline" href={`mailto:${site.mailboxes.resources}`}>
              {site.mailboxes.resources}
            </a>
            .
          </p>
          <a href={mailto} className={buttonClass({ size: "lg" }, "mt-6")}>
            <Icon name="mail" /> Request access by e-mail
          </a>
        </div>
      </section>
    </>
  );
}
