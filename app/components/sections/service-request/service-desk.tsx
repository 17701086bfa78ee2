import { legalFigures, range } from "~/content/legal/figures";
import type { ServiceRequestCopy } from "~/content/service-request";
import { site } from "~/content/site";
import { LocalLink } from "~/components/ui/smart-link";
import { fillParts } from "~/lib/inline-text";

const service = legalFigures.service;
const linkClass = "font-medium text-navy-700 underline underline-offset-2";

/** Beside the form: the service desk's response time and hours (spec 9), and where to look first. */
export function ServiceDesk({ desk, before }: { desk: ServiceRequestCopy["desk"]; before: ServiceRequestCopy["before"] }) {
  return (
    <aside aria-labelledby="service-desk" className="space-y-6">
      <div className="rounded-xl bg-navy-900 p-6 text-white on-dark">
        <h2 id="service-desk" className="text-xl font-semibold">
          {desk.title}
        </h2>
        <p className="mt-2 text-slate-200">{fillParts(desk.response, { hours: range(service.responseHours) })}</p>
        <h3 className="mt-5 font-semibold text-brass-300">{desk.hoursTitle}</h3>
        <dl className="mt-2 space-y-1 text-slate-100">
          {desk.hours.map((h) => (
            <div key={h.days} className="flex justify-between gap-4">
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-slate-200">
          {desk.urgent.before}{" "}
          <a href={site.phoneHref} className="font-medium text-white underline underline-offset-2">
            {site.phone}
          </a>
          {desk.urgent.after}
        </p>
      </div>
      <div className="rounded-xl bg-mist p-6 text-sm leading-6">
        <h2 className="text-base font-semibold text-navy-900">{before.title}</h2>
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
      </div>
    </aside>
  );
}
