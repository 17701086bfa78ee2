import { useEffect, useState, type ReactNode } from "react";
import { Icon, IconSwap, type IconName } from "~/components/ui/icon";
import { usePrefersReducedMotion } from "~/lib/use-media-query";
import { useSite, useUi } from "~/lib/use-ui";

/** Spec 9: five messages, one every 5,000 ms, on small screens. */
const ROTATE_INTERVAL_MS = 5000;

/** The messages' icons, in order: tagline, office, phone, e-mail, hours. */
const rotatingIcons: readonly IconName[] = ["building", "pin", "phone", "mail", "clock"];

/**
 * The fixed top bar (spec 2.2). On phones one message at a time rotates; it is hidden from
 * assistive technology, which reads the full, static list instead (never re-announced).
 * It keeps to one line in every language from 320 px (docs/decisions/0015-header.md):
 * below 384 px the hours leave out the closed weekend, which the menu and the contact page
 * still give; from 768 px the phone, e-mail and hours stand side by side, and from 1024 px
 * the tagline joins them.
 */
export function TopBar() {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const { company, shell } = useUi();
  const site = useSite();
  const hours = `${company.hours.weekdays}, ${company.hours.weekend}`;
  const shortHours = (
    <>
      {company.hours.weekdays}
      <span className="max-[24rem]:hidden">, {company.hours.weekend}</span>
    </>
  );
  const rotating: readonly ReactNode[] = [company.tagline, shell.office, site.phone, site.email, shortHours];

  useEffect(() => {
    if (reducedMotion) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % rotatingIcons.length), ROTATE_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [reducedMotion]);

  return (
    <div className="bg-navy-950 text-sm text-white on-dark">
      <div className="container-page flex h-9 items-center justify-between gap-4">
        {/* From 1024 px; between 768 and 1024 px the contact details take the whole bar
            (the tagline is under the logo too), so nothing wraps in any language. */}
        <p className="sr-only lg:not-sr-only lg:flex lg:min-w-0 lg:items-center lg:gap-2">
          <Icon name="building" className="size-4 shrink-0 text-brass-300" />
          <span className="truncate">{company.tagline}</span>
        </p>
        <ul className="hidden shrink-0 items-center gap-5 whitespace-nowrap md:ml-auto md:flex" aria-label={shell.contactDetails}>
          <li>
            <a href={site.phoneHref} className="flex items-center gap-1.5 hover:text-brass-300">
              <Icon name="phone" className="size-4 text-brass-300" />
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="flex items-center gap-1.5 hover:text-brass-300">
              <Icon name="mail" className="size-4 text-brass-300" />
              {site.email}
            </a>
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="clock" className="size-4 text-brass-300" />
            {hours}
          </li>
        </ul>
        <p
          className="flex w-full min-w-0 items-center justify-center gap-2 whitespace-nowrap md:hidden"
          aria-hidden="true"
          data-testid="top-bar-rotating"
        >
          <IconSwap names={rotatingIcons} shown={rotatingIcons[index]!} className="size-4 shrink-0 text-brass-300" />
          <span key={index} className="truncate">
            {rotating[index]}
          </span>
        </p>
        <ul className="sr-only md:hidden" aria-label={shell.contactDetails}>
          <li>{site.phone}</li>
          <li>{site.email}</li>
          <li>{hours}</li>
        </ul>
      </div>
    </div>
  );
}
