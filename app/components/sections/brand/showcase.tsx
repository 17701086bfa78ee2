import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { BrandPage } from "~/content/brand-pages/types";
import { Picture } from "~/components/ui/picture";
import { productImage } from "~/content/raster-art";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { useUi } from "~/lib/use-ui";
import { SectionTitle } from "~/components/ui/section-title";

/**
 * A product presentation (PeVino, spec 2.8): description, the 'Design Excellence' list,
 * 'Contact for Pricing' (the contact form, its subject filled in through ?subject=) and
 * 'Download Brochure' (a real PDF, PRODUCT.md 14).
 */
export function Showcase({ showcase, labels }: { showcase: NonNullable<BrandPage["showcase"]>; labels: BrandPageLabels["showcase"] }) {
  const { common } = useUi();
  return (
    <section aria-labelledby="showcase-title" className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
      <div>
        <SectionTitle id="showcase-title" title={showcase.title} size="lg" />
        {showcase.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-5 text-lg leading-8">
            {p}
          </p>
        ))}
        <h3 className="mt-8 text-xl font-semibold text-navy-900">{showcase.listTitle}</h3>
        <ul className="mt-4 space-y-3">
          {showcase.list.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-ok" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <LocalLink to={`/contact?subject=${encodeURIComponent(showcase.pricingSubject)}`} className={buttonClass({ size: "lg" })}>
            {labels.pricing}
          </LocalLink>
          <a href={showcase.brochure.href} download className={buttonClass({ variant: "outline", size: "lg" }, "text-navy-900")}>
            <Icon name="download" />
            {showcase.brochure.label}
            <span className="sr-only">{common.pdf}</span>
          </a>
        </div>
      </div>
      <Picture
        image={productImage(showcase.image)}
        alt={showcase.image.alt}
        sizes="(min-width: 1024px) 600px, 100vw"
        imgClassName="w-full rounded-xl shadow-sm"
      />
    </section>
  );
}
