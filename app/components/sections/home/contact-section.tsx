import type { ReactNode } from "react";
import type { HomeContent } from "~/content/home";
import { HomeContactForm } from "~/components/forms/home-contact-form";
import { ConsentEmbed } from "~/components/media/consent-embed";
import { Icon, type IconName } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useEmbeds, useSite } from "~/lib/use-ui";
import { SectionHeading } from "./section-heading";

function Detail({ icon, label, className, children }: { icon: IconName; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("relative min-w-0 pl-8", className)}>
      <dt className="text-sm font-semibold text-navy-900">
        <Icon name={icon} className="absolute top-0.5 left-0 size-5 text-brass-700" />
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** A 28 px tall target (WCAG 2.5.8), its padding inside the line so the layout stays. */
const detailLink = "-my-1 inline-block py-1 underline-offset-4 hover:underline";

/**
 * Contact (spec 2.3, anchor `contact`): the details from the site configuration, business
 * hours, the office map (loaded only with consent, PRODUCT.md 11) and the message form.
 */
export function ContactSection({ contactSection }: { contactSection: HomeContent["contact"] }) {
  const site = useSite();
  const { officeMap } = useEmbeds();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-10 outline-none md:py-24">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={contactSection.eyebrow} title={contactSection.title} intro={contactSection.intro} />
        <div className="mt-6 grid gap-8 md:mt-10 md:gap-10 lg:grid-cols-5">
          <div className="space-y-6 md:space-y-8 lg:col-span-2">
            <div>
              <h3 className="text-lg font-semibold text-navy-900">{contactSection.detailsTitle}</h3>
              <dl className="mt-3 grid grid-cols-2 gap-3 md:mt-4 md:gap-4 lg:grid-cols-1">
                <Detail icon="building" label={contactSection.office} className="col-span-2 sm:col-span-1 lg:col-span-1">
                  <span className="block">{site.legalName}</span>
                  <span className="block">{site.address.street}</span>
                  <span className="block">
                    {site.address.postalCode} {site.address.city}, {contactSection.country}
                  </span>
                </Detail>
                <Detail icon="phone" label={contactSection.phone}>
                  <a href={site.phoneHref} className={detailLink}>
                    {site.phone}
                  </a>
                </Detail>
                <Detail icon="mail" label={contactSection.email}>
                  <a href={`mailto:${site.email}`} className={detailLink}>
                    {site.email}
                  </a>
                </Detail>
                <Detail icon="wrench" label={contactSection.technical} className="col-span-2 sm:col-span-1 lg:col-span-1">
                  <a href={`mailto:${site.mailboxes.technical}`} className={detailLink}>
                    {site.mailboxes.technical}
                  </a>
                </Detail>
              </dl>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-navy-900">{contactSection.hoursTitle}</h3>
              <dl className="mt-3 divide-y divide-line rounded-xl border border-line md:mt-4">
                {contactSection.hours.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4 px-4 py-2.5 md:py-3">
                    <dt className="flex items-center gap-2">
                      <Icon name="clock" className="size-4 text-brass-700" />
                      {row.days}
                    </dt>
                    <dd className="font-medium text-navy-900">{row.time}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-navy-900">{contactSection.mapTitle}</h3>
              <ConsentEmbed
                category="maps"
                provider={officeMap.provider}
                title={contactSection.mapTitle}
                autoLoad
                className="mt-3 h-44 rounded-xl md:mt-4 md:h-72"
                poster={
                  <img
                    src={contactSection.mapPoster}
                    alt=""
                    width={800}
                    height={500}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                }
              >
                {() => (
                  <iframe
                    src={officeMap.url}
                    title={fill(contactSection.mapFrame, {
                      title: contactSection.mapTitle,
                      street: site.address.street,
                      city: site.address.city,
                    })}
                    loading="lazy"
                    className="mt-3 h-44 w-full rounded-xl border-0 md:mt-4 md:h-72"
                  />
                )}
              </ConsentEmbed>
            </div>
          </div>
          <div className="-mx-4 bg-mist px-4 py-6 sm:mx-0 sm:rounded-2xl sm:p-6 md:p-8 lg:col-span-3">
            <h3 className="mb-4 text-xl font-semibold text-navy-900 md:mb-6">{contactSection.formTitle}</h3>
            <HomeContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
