import type { BrandCardData } from "~/content/brands";
import type { HomeContent } from "~/content/home";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { useSite } from "~/lib/use-ui";
import { CountryFlag } from "./country-flag";

/**
 * One brand card (spec 2.3 and 3): logo and product art, name, tagline, the 120-character
 * preview, the served-country flags and the partner year. The whole card links to the
 * brand page through its heading's link; the flags sit above that link so they stay
 * operable on their own.
 */
export function BrandCard({ brand, labels }: { brand: BrandCardData; labels: HomeContent["brands"] }) {
  const site = useSite();
  const names = { distributor: site.name, brand: brand.name };
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className={`relative h-36 overflow-hidden rounded-t-2xl bg-gradient-to-br md:h-44 ${brand.gradient}`}>
        <Picture image={brand.logo} alt="" sizes="144px" imgClassName="absolute top-5 left-5 h-9 w-auto brightness-0 invert" />
        {brand.productImage ? (
          <Picture
            image={brand.productImage}
            alt=""
            sizes="128px"
            imgClassName="absolute right-4 -bottom-4 h-32 w-auto drop-shadow-xl md:h-40 transition-transform duration-500 group-hover:-translate-y-1 motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 md:p-6">
        <h3 className="text-xl font-semibold text-navy-900">
          <LocalLink to={`/brands/${brand.slug}`} className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-['']">
            {brand.name}
          </LocalLink>
        </h3>
        <p className="mt-1 text-sm font-medium text-brass-700">{brand.tagline}</p>
        <p className="mt-2 text-muted md:mt-3">{brand.preview}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3 md:pt-5">
          <ul className="relative z-10 -ml-2.5 flex" aria-label={fill(labels.flags, names)}>
            {brand.countries.map(({ code, name }) => (
              <li key={code}>
                <CountryFlag code={code} text={fill(labels.flag, { ...names, country: name })} />
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-1 pb-2.5 text-sm text-muted">
            {labels.partnerSince} {brand.partnerSince}
            <Icon
              name="arrowRight"
              className="ml-2 size-4 text-navy-900 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
            />
          </p>
        </div>
      </div>
    </article>
  );
}
