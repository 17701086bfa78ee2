import { useRef } from "react";
import type { BrandCardData } from "~/content/brands";
import type { HomeContent } from "~/content/home";
import { ScrollRow } from "~/components/ui/scroll-row";
import { BrandCard } from "./brand-card";
import { SectionHeading } from "./section-heading";
import { useReveal } from "./use-reveal";

/**
 * Brands (spec 2.3, anchor `brands`): one card per brand, revealed in turn; a row to swipe
 * through on phones, a grid from 768 px.
 */
export function BrandsSection({ content, cards }: { content: HomeContent["brands"]; cards: readonly BrandCardData[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useReveal(listRef);
  return (
    <section id="brands" aria-labelledby="brands-title" className="bg-mist py-10 outline-none md:py-24">
      <div className="container-page">
        <SectionHeading id="brands-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <ScrollRow listRef={listRef} className="mt-6 md:mt-10 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {cards.map((brand) => (
            <BrandCard key={brand.slug} brand={brand} labels={content} />
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}
