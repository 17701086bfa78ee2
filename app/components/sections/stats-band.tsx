import { cn } from "~/lib/cn";

/**
 * A dark band of key figures (a <dl>), as on /about and /become-dealer. `wordy`: some values
 * are words ('Benelux & Germany' on /about), so they start a size smaller on phones.
 */
export function StatsBand({
  title,
  stats,
  wordy = false,
}: {
  title: string;
  stats: readonly { value: string; label: string }[];
  wordy?: boolean;
}) {
  return (
    <section aria-labelledby="stats-band-title" className="on-dark bg-navy-900">
      <h2 id="stats-band-title" className="sr-only">
        {title}
      </h2>
      <dl className="container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-300">{s.label}</dt>
            <dd className={cn(wordy ? "text-2xl" : "text-3xl", "font-serif font-medium text-brass-300 md:text-4xl")}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
