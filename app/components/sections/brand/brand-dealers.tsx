import type { ReactNode } from "react";
import type { BrandPage } from "~/content/brand-pages/types";
import { SectionTitle } from "~/components/ui/section-title";

/**
 * The dealer locator's section of a brand page (spec 2.9: Norcool's page only). The route
 * passes the locator in as `children`. Its code is part of the brand route's, so every brand
 * page loads it; loading it lazily would leave the locator unhydrated on Norcool's page after
 * the page reports itself hydrated.
 */
export function BrandDealers({ dealers, children }: { dealers: NonNullable<BrandPage["dealers"]>; children: ReactNode }) {
  return (
    <section id="dealers" aria-labelledby="dealers-title" className="border-t border-line">
      <div className="container-page py-16 md:py-24">
        <SectionTitle id="dealers-title" title={dealers.title} intro={dealers.intro} size="lg" />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
