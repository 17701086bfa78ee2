import type { ReactNode } from "react";
import type { ContactCopy } from "~/content/contact";
import { site } from "~/content/site";
import { Icon, type IconName } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";

function Detail({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="font-semibold text-navy-900">
        <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-full bg-navy-900 text-brass-300">
          <Icon name={icon} className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/** Phone, the team mailboxes and office from ./site.ts, the hours (spec 2.4), and the way to service. */
export function ContactDetails({ details }: { details: ContactCopy["details"] }) {
  const { repair } = details;
  return (
    <section aria-labelledby="contact-details" className="lg:col-span-2">
      <h2 id="contact-details" className="text-2xl font-semibold text-navy-900">
        {details.title}
      </h2>
      <dl className="mt-6 space-y-6">
        <Detail icon="phone" term={details.phone}>
          <a
            href={site.phoneHref}
            className="-my-1 inline-block py-1 font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
          >
            {site.phone}
          </a>
        </Detail>
        <Detail icon="mail" term={details.email}>
          <ul className="space-y-2">
            {details.mailboxes.map((m) => (
              <li key={m.mailbox}>
                <span className="block text-sm text-muted">{m.label}</span>
                <a
                  href={`mailto:${site.mailboxes[m.mailbox]}`}
                  className="-my-1 inline-block py-1 font-medium break-all text-navy-700 underline underline-offset-2 hover:text-navy-900"
                >
                  {site.mailboxes[m.mailbox]}
                </a>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon="pin" term={details.office}>
          <address className="not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            {details.country}
          </address>
        </Detail>
        <Detail icon="clock" term={details.hours}>
          {details.openingHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Detail>
      </dl>
      <p className="mt-8 rounded-lg bg-mist p-5 text-sm leading-6">
        {repair.before}{" "}
        <LocalLink to="/service-request" className="font-medium text-navy-700 underline underline-offset-2">
          {repair.link}
        </LocalLink>{" "}
        {repair.after}
      </p>
    </section>
  );
}
