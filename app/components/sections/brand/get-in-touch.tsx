import { site } from "~/content/site";
import type { BrandPage } from "~/content/brand-pages/types";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** Get In Touch (spec 2.8): a Contact Us mail link and the Dealer Portal in a new tab. */
export function GetInTouch({ contact, brandName }: { contact: BrandPage["contact"]; brandName: string }) {
  const subject = encodeURIComponent(`${brandName} enquiry`);
  return (
    <section aria-labelledby="contact-title" className="bg-mist">
      <div className="container-page py-16 text-center md:py-24">
        <h2 id="contact-title" className="text-3xl font-semibold text-navy-900 md:text-4xl">
          {contact.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{contact.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={`mailto:${site.email}?subject=${subject}`} className={buttonClass({ size: "lg" })}>
            <Icon name="mail" />
            Contact Us
          </a>
          <a
            href={site.portal.login}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: "outline", size: "lg" }, "text-navy-900")}
          >
            <Icon name="login" />
            Dealer Portal
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
