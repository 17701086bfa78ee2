import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { BrandPage } from "~/content/brand-pages/types";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";
import { fill } from "~/lib/inline-text";
import { useSite, useUi } from "~/lib/use-ui";

/** Get In Touch (spec 2.8): a Contact Us mail link and the Dealer Portal in a new tab. */
export function GetInTouch({
  contact,
  brandName,
  labels,
}: {
  contact: BrandPage["contact"];
  brandName: string;
  labels: BrandPageLabels["contact"];
}) {
  const site = useSite();
  const { common } = useUi();
  const subject = encodeURIComponent(fill(labels.subject, { brand: brandName }));
  return (
    <section aria-labelledby="contact-title" className="bg-mist">
      <div className="container-page py-16 text-center md:py-24">
        <SectionTitle id="contact-title" title={contact.title} intro={contact.text} size="lg" centered />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={`mailto:${site.email}?subject=${subject}`} className={buttonClass({ size: "lg" })}>
            <Icon name="mail" />
            {labels.mail}
          </a>
          <a
            href={site.portal.login}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: "outline", size: "lg" }, "text-navy-900")}
          >
            <Icon name="login" />
            {labels.portal}
            <span className="sr-only">{common.newTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
