import { useRef } from "react";
import type { BrandCardData } from "~/content/brands";
import type { HomeContent } from "~/content/home";
import { BrandCard } from "./brand-card";
import { SectionHeading } from "./section-heading";
import { useReveal } from "./use-reveal";

/** Brands (spec 2.3, anchor `brands`): one card per brand, revealed in turn. */
export function BrandsSection({ content, cards }: { content: HomeContent["brands"]; cards: readonly BrandCardData[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useReveal(listRef);
  return (
    <section id="brands" aria-labelledby="brands-title" className="bg-mist py-16 outline-none md:py-24">
      <div className="container-page">
        <SectionHeading id="brands-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <ul ref={listRef} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((brand) => (
            <li key={brand.slug}>
              <BrandCard brand={brand} labels={content} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
