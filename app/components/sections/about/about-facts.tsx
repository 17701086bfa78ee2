import type { AboutCopy } from "~/content/about";
import type { CompanyFacts } from "~/content/company-facts";
import { HeroPanel } from "~/components/sections/page-hero";
import { LocalLink } from "~/components/ui/smart-link";
import { plural } from "~/lib/plural";
import { useBrands, useLang } from "~/lib/use-ui";

/** The hero's card on /about: counts from the brand and dealer data, and a link to each brand. */
export function AboutFacts({ copy, facts }: { copy: AboutCopy["facts"]; facts: CompanyFacts }) {
  const lang = useLang();
  const brands = useBrands();
  const figures = [
    { value: facts.countries, label: plural(copy.countries, facts.countries, lang) },
    { value: facts.dealers, label: plural(copy.dealers, facts.dealers, lang) },
    { value: facts.since, label: copy.since },
  ];
  return (
    <HeroPanel>
      <h2 className="hero-kicker">{copy.title}</h2>
      <dl className="mt-4 grid grid-cols-3 gap-4">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm leading-5 text-slate-300">{f.label}</dt>
            <dd className="font-serif text-3xl font-medium text-white tabular-nums md:text-4xl">{f.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 border-t border-white/15 pt-5 text-sm text-slate-300">{copy.brands}</h3>
      {/* Three to a row whatever the names' widths, so the rows do not change when the web
          font replaces its fallback (no layout shift). */}
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {brands.map((b) => (
          <li key={b.slug}>
            <LocalLink
              to={`/brands/${b.slug}`}
              className="flex min-h-8 items-center justify-center rounded-full px-2 text-sm font-medium text-white ring-1 ring-white/25 hover:bg-white/10 hover:ring-brass-300"
            >
              {b.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
