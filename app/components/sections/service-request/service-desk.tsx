import type { ServiceRequestCopy } from "~/content/service-request";
import { HeroPanel } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { fillParts } from "~/lib/inline-text";
import { useSite } from "~/lib/use-ui";

const linkClass = "font-medium text-navy-700 underline underline-offset-2";

/**
 * The hero's card on /service-request: the response time (`responseHours`, "24-48", from
 * content/legal/figures.yml), the service hours (spec 9) and the phone for urgent cases.
 */
export function ServiceDeskCard({ desk, responseHours }: { desk: ServiceRequestCopy["desk"]; responseHours: string }) {
  const site = useSite();
  return (
    <HeroPanel>
      <h2 className="hero-kicker">{desk.title}</h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <p className="flex gap-3 text-lg font-medium">
            <Icon name="clock" className="mt-1 size-5 shrink-0 text-brass-300" />
            {fillParts(desk.response, { hours: responseHours })}
          </p>
          <p className="mt-4 flex gap-3 text-slate-200">
            <Icon name="phone" className="mt-1 size-5 shrink-0 text-brass-300" />
            <span>
              {desk.urgent.before}{" "}
              <a href={site.phoneHref} className="hero-link font-semibold whitespace-nowrap">
                {site.phone}
              </a>
              {desk.urgent.after}
            </span>
          </p>
        </div>
        <div className="border-white/15 sm:border-l sm:pl-5 lg:border-t lg:border-l-0 lg:pt-4 lg:pl-0">
          <h3 className="text-sm font-semibold text-slate-300">{desk.hoursTitle}</h3>
          <dl className="mt-2 space-y-1 text-slate-100">
            {desk.hours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4">
                <dt>{h.days}</dt>
                <dd className="text-right">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </HeroPanel>
  );
}

/** Beside the form: where to look first. It stays in view beside the long form on wide screens. */
export function BeforeYouSend({ before }: { before: ServiceRequestCopy["before"] }) {
  return (
    <aside aria-labelledby="service-before" className="self-start rounded-xl bg-mist p-6 text-sm leading-6 lg:sticky lg:top-32">
      <h2 id="service-before" className="text-base font-semibold text-navy-900">
        {before.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {before.manuals.before}
          <LocalLink to="/manuals" className={linkClass}>
            {before.manuals.link}
          </LocalLink>
          {before.manuals.after}
        </li>
        <li>
          {before.warranty.before}
          <LocalLink to="/warranty" className={linkClass}>
            {before.warranty.link}
          </LocalLink>{" "}
          {before.warranty.after}
        </li>
      </ul>
    </aside>
  );
}
