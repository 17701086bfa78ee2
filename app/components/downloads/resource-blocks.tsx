import type { DownloadsPageCopy } from "~/content/downloads-page";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { fillParts } from "~/lib/inline-text";
import { useSite, useUi } from "~/lib/use-ui";

/** Dealer Resources (links to /request-access) and Need Additional Resources (spec 2.7). */
export function ResourceBlocks({ resources }: { resources: DownloadsPageCopy["resources"] }) {
  const site = useSite();
  const { dealers, more } = resources;
  const { company } = useUi();
  return (
    <section aria-label={resources.label} className="container-page grid gap-6 pb-16 md:grid-cols-2">
      <div className="on-dark rounded-xl bg-navy-900 p-6 text-white md:p-8">
        <Icon name="shield" className="size-8 text-brass-300" />
        <h2 className="mt-4 font-serif text-2xl font-medium">{dealers.title}</h2>
        <p className="mt-3 text-slate-200">{dealers.text}</p>
        <LocalLink to="/request-access" className={buttonClass({ variant: "secondary" }, "mt-6")}>
          {dealers.link}
          <Icon name="arrowRight" />
        </LocalLink>
      </div>
      <div className="rounded-xl bg-mist p-6 md:p-8">
        <Icon name="info" className="size-8 text-navy-700" />
        <h2 className="mt-4 font-serif text-2xl font-medium text-navy-900">{more.title}</h2>
        <p className="mt-3 text-ink">{more.text}</p>
        <ul className="mt-5 space-y-3">
          <li>
            <a
              href={`mailto:${site.mailboxes.resources}`}
              className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2"
            >
              <Icon name="mail" className="size-5" />
              {site.mailboxes.resources}
            </a>
            <span className="text-muted">{more.documents}</span>
          </li>
          <li>
            <a
              href={`mailto:${site.mailboxes.marketing}`}
              className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2"
            >
              <Icon name="mail" className="size-5" />
              {site.mailboxes.marketing}
            </a>
            <span className="text-muted">{more.images}</span>
          </li>
          <li>
            <a href={site.phoneHref} className="inline-flex items-center gap-2 font-medium text-navy-700 underline underline-offset-2">
              <Icon name="phone" className="size-5" />
              {site.phone}
            </a>
            <span className="text-muted">{fillParts(more.phoneHours, { hours: company.hours.weekdays })}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
