import type { AboutCopy } from "~/content/about";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";

/** What we promise dealers and customers, as a checked list (spec 2.1). */
export function AboutCommitment({ commitment }: { commitment: AboutCopy["commitment"] }) {
  return (
    <section aria-labelledby="commitment" className="container-page py-16">
      <SectionTitle id="commitment" title={commitment.title} />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {commitment.items.map((c) => (
          <li key={c} className="flex gap-3 rounded-lg border border-line p-5">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-ok" />
            <span>{c}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
