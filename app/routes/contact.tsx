import { Link } from "react-router";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Icon, type IconName } from "~/components/ui/icon";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/contact";

export const meta = () =>
  pageMeta({
    ...pages["/contact"],
    path: "/contact",
    jsonLd: [breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }])],
  });

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["contact"]);
}

const mailboxes = [
  { label: "General information", address: site.mailboxes.info },
  { label: "Technical support", address: site.mailboxes.technical },
  { label: "Resources and documentation", address: site.mailboxes.resources },
  { label: "Marketing and press", address: site.mailboxes.marketing },
] as const;

/** /contact (spec 2.4): contact details and the message form. */
export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        intro="Questions about a brand, a product or becoming a dealer? Call us, e-mail the right team, or send a message below."
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-5 lg:py-20">
        <section aria-labelledby="contact-details" className="lg:col-span-2">
          <h2 id="contact-details" className="text-2xl font-semibold text-navy-900">
            Contact details
          </h2>
          <dl className="mt-6 space-y-6">
            <Detail icon="phone" term="Phone">
              <a href={site.phoneHref} className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900">
                {site.phone}
              </a>
            </Detail>
            <Detail icon="mail" term="E-mail">
              <ul className="space-y-2">
                {mailboxes.map((m) => (
                  <li key={m.address + m.label}>
                    <span className="block text-sm text-muted">{m.label}</span>
                    <a href={`mailto:${m.address}`} className="font-medium break-all text-navy-700 underline underline-offset-2 hover:text-navy-900">
                      {m.address}
                    </a>
                  </li>
                ))}
              </ul>
            </Detail>
            <Detail icon="pin" term="Office">
              <address className="not-italic">
                {site.legalName}
                <br />
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.city}
                <br />
                {site.address.country}
              </address>
            </Detail>
            <Detail icon="clock" term="Business hours">
              <p>{site.hours.weekdays}</p>
              <p>{site.hours.weekend}</p>
            </Detail>
          </dl>
          <p className="mt-8 rounded-lg bg-mist p-5 text-sm leading-6">
            Need a repair or maintenance? The{" "}
            <Link to="/service-request" className="font-medium text-navy-700 underline underline-offset-2">
              service request form
            </Link>{" "}
            goes straight to our technicians.
          </p>
        </section>
        <section aria-labelledby="contact-form-title" className="rounded-xl border border-line bg-paper p-6 shadow-sm sm:p-8 lg:col-span-3">
          <h2 id="contact-form-title" className="text-2xl font-semibold text-navy-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-muted">Fields marked with * are required. We reply within 24 hours.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

function Detail({ icon, term, children }: { icon: IconName; term: string; children: React.ReactNode }) {
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
