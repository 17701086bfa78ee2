import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { ProductCategory } from "~/content/brand-pages/types";
import { Picture } from "~/components/ui/picture";
import { productImage } from "~/content/raster-art";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { fillParts } from "~/lib/inline-text";
import { ImageCarousel } from "./image-carousel";

const sizes = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
const linkClass =
  "mt-auto inline-flex items-center gap-2 self-start rounded font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline";

/**
 * One product category (spec 3: name, description, image or images, link). 'Learn More'
 * opens the manufacturer's page in a new tab; a path on this site (the Winemaster card on
 * Thermocold's page) stays in the tab.
 */
export function CategoryCard({
  category,
  brandName,
  labels,
}: {
  category: ProductCategory;
  brandName: string;
  labels: Pick<BrandPageLabels, "category" | "carousel">;
}) {
  const { name, description, images, link } = category;
  const label = link.label ?? labels.category.learnMore;
  const external = /^https?:/.test(link.href);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      {images.length > 1 ? (
        <ImageCarousel images={images} label={name} sizes={sizes} labels={labels.carousel} />
      ) : (
        <Picture image={productImage(images[0])} alt={images[0].alt} sizes={sizes} imgClassName="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-semibold text-navy-900">{name}</h3>
        <p className="text-muted">{description}</p>
        {external ? (
          <a href={link.href} target="_blank" rel="noopener" className={linkClass}>
            {label}
            <span className="sr-only"> {fillParts(labels.category.externalNote, { name, brand: brandName })}</span>
            <Icon name="external" className="size-4" />
          </a>
        ) : (
          <LocalLink to={link.href} className={linkClass}>
            {label}
            <Icon name="arrowRight" className="size-4" />
          </LocalLink>
        )}
      </div>
    </article>
  );
}
