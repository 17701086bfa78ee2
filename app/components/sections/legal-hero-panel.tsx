import type { ReactNode } from "react";
import type { LegalPageLabels } from "~/content/legal/types";
import { HeroPanel } from "~/components/sections/page-hero";
import { Icon, type IconName } from "~/components/ui/icon";
import { formatLongDate } from "~/lib/format-date";
import { useLang } from "~/lib/use-ui";

function Row({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brass-300" />
      <div className="min-w-0">{children}</div>
    </li>
  );
}

/**
 * The hero's card on a legal page: the date of the last revision, the way to the table of
 * contents (or, for a short page without one, its sections), and the company details.
 */
export function LegalHeroPanel({
  labels,
  updated,
  toc,
  sections,
}: {
  labels: LegalPageLabels;
  /** ISO date of the last revision. */
  updated: string;
  /** The table of contents' heading id, when the page has one. */
  toc?: string;
  /** The sections, listed here when there is no table of contents. */
  sections: readonly { id: string; title: string }[];
}) {
  const lang = useLang();
  return (
    <HeroPanel>
      <ul className="grid gap-4 text-slate-100 md:grid-cols-3 lg:grid-cols-1">
        <Row icon="clock">
          {labels.updated.before}
          <time dateTime={updated} className="font-semibold text-white">
            {formatLongDate(updated, lang)}
          </time>
          {labels.updated.after}
        </Row>
        <Row icon="layers">
          {toc ? (
            <a href={`#${toc}`} className="hero-link">
              {labels.toc}
            </a>
          ) : (
            <>
              <span className="text-slate-300">{labels.toc}</span>
              <ol className="mt-1 space-y-1">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="hero-link">
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </>
          )}
        </Row>
        <Row icon="building">
          <a href="#company-details" className="hero-link">
            {labels.company.title}
          </a>
        </Row>
      </ul>
    </HeroPanel>
  );
}
