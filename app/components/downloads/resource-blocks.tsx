import { Link } from "react-router";
import { site } from "~/content/site";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** Dealer Resources (links to /request-access) and Need Additional Resources (spec 2.7). */
export function ResourceBlocks() {
  return (
    <section aria-label="More resources" className="container-page grid gap-6 pb-16 md:grid-cols-2">
      <div className="on-dark rounded-xl bg-navy-900 p-6 text-white md:p-8">
        <Icon name="shield" className="size-8 text-brass-300" />
        <h2 className="mt-4 text-2xl font-semibold">Dealer Resources</h2>
        <p className="mt-3 text-slate-200">
          Dealers find the full library in the dealer portal: every manual, catalogue and training video, high-resolution
          product photography, price lists and marketing material. Not a dealer portal user yet? Request access and we
          will set up your account.
        </p>
        <Link to="/request-access" className={buttonClass({ variant: "secondary" }, "mt-6")}>
          Request dealer access
          <Icon name="arrowRight" />
        </Link>
      </div>
      <div className="rounded-xl bg-mist p-6 md:p-8">
        <Icon name="info" className="size-8 text-navy-700" />
        <h2 className="mt-4 text-2xl font-semibold text-navy-900">Need Additional Resources?</h2>
        <p className="mt-3 text-ink">
          Looking for a document that is not listed, a manual for an older model or material in another format? Ask us.
        </p>
        <ul className="mt-5 space-y-3">
          <li>
            <a href={`mailto:${site.mailboxes.resources}`} className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2">
              <Icon name="mail" className="size-5" />
              {site.mailboxes.resources}
            </a>
            <span className="text-muted"> (documents and downloads)</span>
          </li>
          <li>
            <a href={`mailto:${site.mailboxes.marketing}`} className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2">
              <Icon name="mail" className="size-5" />
              {site.mailboxes.marketing}
            </a>
            <span className="text-muted"> (images and marketing material)</span>
          </li>
          <li>
            <a href={site.phoneHref} className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2">
              <Icon name="phone" className="size-5" />
              {site.phone}
            </a>
            <span className="text-muted"> ({site.hours.weekdays})</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
