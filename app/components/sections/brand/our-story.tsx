import type { Brand } from "~/content/brands";
import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { BrandPage } from "~/content/brand-pages/types";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";

/**
 * Our Story with the Partnership column (spec 2.8). The year is the brand record's
 * partnerSince unless the page overrides it (Winemaster: 2004, PRODUCT.md 2).
 */
export function OurStory({
  brand,
  story,
  partnerSince,
}: {
  brand: Brand;
  story: BrandPage["story"];
  partnerSince: BrandPageLabels["partnerSince"];
}) {
  const since = story.partnership.since ?? brand.partnerSince;
  return (
    <section aria-labelledby="story-title" className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-5 lg:gap-16">
      <div className="lg:col-span-3">
        {/* The maker's mark; decorative beside the text, which names the brand. */}
        <img src={brand.logo} alt="" width={240} height={60} loading="lazy" decoding="async" className="mb-6 h-10 w-auto" />
        <SectionTitle id="story-title" title={story.title} size="lg" />
        {story.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-5 text-lg leading-8">
            {p}
          </p>
        ))}
      </div>
      <aside aria-labelledby="partnership-title" className="rounded-xl bg-navy-900 p-8 text-white on-dark lg:col-span-2">
        <Icon name="users" className="size-8 text-brass-300" />
        <h3 id="partnership-title" className="mt-4 text-xl font-semibold">
          {story.partnership.title}
        </h3>
        <p className="mt-2 text-brass-300" data-partner-since={since}>
          {partnerSince.before}
          <span className="text-2xl font-semibold">{since}</span>
          {partnerSince.after}
        </p>
        {story.partnership.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-4 leading-7 text-slate-100">
            {p}
          </p>
        ))}
      </aside>
    </section>
  );
}
