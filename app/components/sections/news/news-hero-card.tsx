import { CategoryBadge, NewsMeta } from "~/components/sections/news-meta";
import { HeroPanel } from "~/components/sections/page-hero";
import { Picture } from "~/components/ui/picture";
import { LocalLink } from "~/components/ui/smart-link";
import type { NewsItem } from "~/content/news-item";

/**
 * The hero's card on /news: the featured article (else the newest), with its drawing or photo,
 * category, date and reading time. Its Featured badge is on its card in the list.
 */
export function NewsHeroCard({ item }: { item: NewsItem }) {
  return (
    <HeroPanel flush className="group transition hover:ring-brass-300/60 sm:grid sm:grid-cols-2 sm:items-center lg:block">
      {item.photo ? (
        <Picture
          image={item.photo}
          alt=""
          sizes="(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw"
          priority
          imgClassName="aspect-[16/9] w-full bg-navy-800 object-cover"
        />
      ) : (
        <img src={item.image} alt="" width={1200} height={675} decoding="async" className="aspect-[16/9] w-full bg-navy-800 object-cover" />
      )}
      <div className="p-5 sm:p-6">
        <CategoryBadge category={item.category} onDark />
        <h2 className="mt-3 text-xl font-semibold">
          {/* The whole card follows this link through its ::after. */}
          <LocalLink to={`/news/${item.slug}`} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </LocalLink>
        </h2>
        <NewsMeta item={item} className="mt-2 text-sm text-slate-300" />
      </div>
    </HeroPanel>
  );
}
