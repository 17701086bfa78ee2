import type { ReactNode } from "react";
import type { ContactCopy } from "~/content/contact";
import { Icon, type IconName } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { useSite } from "~/lib/use-ui";

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

/**
 * Beside the form: the team mailboxes and the office (the company's details), and the way to
 * service (spec 2.4). The phone, the general address and the hours lead the page in its
 * hero (./contact-card.tsx). A card as tall as the form's: the service note sits at its foot.
 */
export function ContactDetails({ details }: { details: ContactCopy["details"] }) {
  const site = useSite();
  const { repair } = details;
  return (
    <section aria-labelledby="contact-details" className="flex flex-col rounded-xl bg-mist p-6 sm:p-8 lg:col-span-2">
      <h2 id="contact-details" className="font-serif text-2xl font-medium text-navy-900">
        {details.title}
      </h2>
      <dl className="mt-6 grid flex-1 content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
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
      </dl>
      <p className="mt-8 rounded-lg bg-paper p-5 text-sm leading-6 ring-1 ring-line">
        <Icon name="wrench" className="mr-2 inline-block size-4 align-[-2px] text-brass-700" />
        {repair.before}{" "}
        <LocalLink to="/service-request" className="font-medium text-navy-700 underline underline-offset-2">
          {repair.link}
        </LocalLink>{" "}
        {repair.after}
      </p>
    </section>
  );
}
