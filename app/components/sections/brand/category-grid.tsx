import type { BrandPage } from "~/content/brand-pages/types";
import { CATEGORIES_ID } from "./brand-hero";
import { CategoryCard } from "./category-card";

/** The product-category card grid (spec 2.8), target of 'Explore Product Categories'. */
export function CategoryGrid({ categories, brandName }: { categories: BrandPage["categories"]; brandName: string }) {
  return (
    <section id={CATEGORIES_ID} tabIndex={-1} aria-labelledby="categories-title" className="bg-mist outline-none">
      <div className="container-page py-16 md:py-24">
        <h2 id="categories-title" className="text-3xl font-semibold text-navy-900 md:text-4xl">
          {categories.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted">{categories.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.items.map((category) => (
            <li key={category.name} className="render-later">
              <CategoryCard category={category} brandName={brandName} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
