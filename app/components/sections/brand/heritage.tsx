import type { BrandPage } from "~/content/brand-pages/types";
import { SectionTitle } from "~/components/ui/section-title";

/** A band of figures about the maker: Norcool's Global Heritage, NIMO's 40 years, The Winemaster Legacy (spec 2.8). */
export function Heritage({ heritage }: { heritage: NonNullable<BrandPage["heritage"]> }) {
  return (
    <section aria-labelledby="heritage-title" className="on-dark bg-navy-950 text-white">
      <div className="container-page py-16 md:py-24">
        <SectionTitle id="heritage-title" title={heritage.title} intro={heritage.intro} size="lg" onDark />
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {heritage.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-xl border border-white/15 p-6">
              <dt className="mt-2 text-slate-200">{s.label}</dt>
              <dd className="font-serif text-4xl font-medium text-brass-300 md:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
        {heritage.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-8 max-w-3xl text-lg leading-8 text-slate-200">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
