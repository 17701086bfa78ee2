import type { BecomeDealerCopy } from "~/content/become-dealer";
import { HeroPanel } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";
import { fillParts } from "~/lib/inline-text";
import { useSite, useUi } from "~/lib/use-ui";

/** /become-dealer: dealer portal features and the four-step process (spec 2.4). */
export function PortalFeatures({ portal }: { portal: BecomeDealerCopy["portal"] }) {
  const site = useSite();
  const { common, becomeDealerLabels } = useUi();
  const { portalLogin } = becomeDealerLabels;
  return (
    <section aria-labelledby="portal-title" className="container-page grid gap-10 py-16 md:py-20 lg:grid-cols-2">
      <div>
        <SectionTitle id="portal-title" title={portal.title} />
        <p className="mt-3 text-lg text-muted">{portal.intro}</p>
        <p className="mt-6 text-sm text-muted">
          {portalLogin.before}{" "}
          <a
            href={site.portal.login}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-navy-700 underline underline-offset-2"
          >
            {portalLogin.link}
            <span className="sr-only">{common.newTab}</span>
          </a>
          {portalLogin.after}
        </p>
      </div>
      <ul className="grid gap-3">
        {portal.features.map((f) => (
          <li key={f} className="flex gap-3 rounded-lg border border-line p-4">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-ok" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ApplicationSteps({ steps }: { steps: BecomeDealerCopy["steps"] }) {
  const { becomeDealerLabels } = useUi();
  return (
    <section aria-labelledby="steps-title" className="on-dark bg-navy-950 text-white">
      <div className="container-page py-16 md:py-20">
        <SectionTitle id="steps-title" title={steps.title} onDark />
        <p className="mt-3 text-lg text-slate-300">{steps.intro}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-navy-900 p-6 ring-1 ring-white/10">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brass-300 font-semibold text-navy-950"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">{fillParts(becomeDealerLabels.step, { number: i + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The hero's card: the four steps by name, leading to the section that explains them. */
export function StepsAtAGlance({ steps }: { steps: BecomeDealerCopy["steps"] }) {
  const { becomeDealerLabels } = useUi();
  return (
    <HeroPanel>
      <h2 className="hero-kicker">
        <a href="#steps-title" className="hover:underline">
          {steps.title}
        </a>
      </h2>
      <p className="mt-2 text-slate-200">{steps.intro}</p>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {steps.items.map((step, i) => (
          <li key={step.title} className="flex items-center gap-3">
            <span aria-hidden="true" className="hero-step">
              {i + 1}
            </span>
            <span className="font-medium">
              <span className="sr-only">{fillParts(becomeDealerLabels.step, { number: i + 1 })}</span>
              {step.title}
            </span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
