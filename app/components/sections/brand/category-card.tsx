import { Link } from "react-router";
import type { ProductCategory } from "~/content/brand-pages/types";
import { Picture } from "~/components/ui/picture";
import { productImage } from "~/content/raster-art";
import { Icon } from "~/components/ui/icon";
import { ImageCarousel } from "./image-carousel";

const sizes = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
const linkClass =
  "mt-auto inline-flex items-center gap-2 self-start rounded font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline";

/**
 * One product category (spec 3: name, description, image or images, link). 'Learn More'
 * opens the manufacturer's page in a new tab; a path on this site (the Winemaster card on
 * Thermocold's page) stays in the tab.
 */
export function CategoryCard({ category, brandName }: { category: ProductCategory; brandName: string }) {
  const { name, description, images, link } = category;
  const label = link.label ?? "Learn More";
  const external = /^https?:/.test(link.href);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      {images.length > 1 ? (
        <ImageCarousel images={images} label={name} sizes={sizes} />
      ) : (
        <Picture image={productImage(images[0])} alt={images[0].alt} sizes={sizes} imgClassName="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-semibold text-navy-900">{name}</h3>
        <p className="text-muted">{description}</p>
        {external ? (
          <a href={link.href} target="_blank" rel="noopener" className={linkClass}>
            {label}
            <span className="sr-only">
              {" "}
              about {name} on the {brandName} website (opens in a new tab)
            </span>
            <Icon name="external" className="size-4" />
          </a>
        ) : (
          <Link to={link.href} className={linkClass}>
            {label}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}
