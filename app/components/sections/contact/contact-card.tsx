import type { ReactNode } from "react";
import type { ContactCopy } from "~/content/contact";
import { HeroPanel } from "~/components/sections/page-hero";
import { Icon, type IconName } from "~/components/ui/icon";
import { useSite } from "~/lib/use-ui";

function Line({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-13">
      <dt className="text-sm text-slate-300">
        <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-full text-brass-300 ring-1 ring-brass-300/50">
          <Icon name={icon} className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** The hero's card on /contact: call, write or come by in office hours, and how soon we answer. */
export function ContactCard({ copy }: { copy: ContactCopy }) {
  const site = useSite();
  const { details, direct } = copy;
  return (
    <HeroPanel>
      <h2 className="hero-kicker">{direct.title}</h2>
      <dl className="mt-5 grid gap-5 md:grid-cols-[repeat(3,auto)] md:justify-between lg:grid-cols-1">
        <Line icon="phone" term={details.phone}>
          <a href={site.phoneHref} className="hero-link text-lg font-semibold whitespace-nowrap md:text-base lg:text-lg">
            {site.phone}
          </a>
        </Line>
        <Line icon="mail" term={details.email}>
          <a href={`mailto:${site.mailboxes.info}`} className="hero-link">
            {site.mailboxes.info}
          </a>
        </Line>
        <Line icon="clock" term={details.hours}>
          {details.openingHours.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Line>
      </dl>
      <p className="mt-5 flex gap-2 border-t border-white/15 pt-4 text-sm text-slate-200">
        <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brass-300" />
        {direct.reply}
      </p>
    </HeroPanel>
  );
}
