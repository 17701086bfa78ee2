import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { BrandPage } from "~/content/brand-pages/types";
import { CATEGORIES_ID } from "./brand-hero";
import { CategoryCard } from "./category-card";
import { SectionTitle } from "~/components/ui/section-title";

/** The product-category card grid (spec 2.8), target of 'Explore Product Categories'. */
export function CategoryGrid({
  categories,
  brandName,
  labels,
}: {
  categories: BrandPage["categories"];
  brandName: string;
  labels: Pick<BrandPageLabels, "category" | "carousel">;
}) {
  return (
    <section id={CATEGORIES_ID} tabIndex={-1} aria-labelledby="categories-title" className="bg-mist outline-none">
      <div className="container-page py-16 md:py-24">
        <SectionTitle id="categories-title" title={categories.title} intro={categories.intro} size="lg" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.items.map((category) => (
            <li key={category.name}>
              <CategoryCard category={category} brandName={brandName} labels={labels} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
