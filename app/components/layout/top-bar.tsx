import { useEffect, useState } from "react";
import { site } from "~/content/site";
import { Icon, IconSwap, type IconName } from "~/components/ui/icon";
import { usePrefersReducedMotion } from "~/lib/use-media-query";

/** Spec 9: five messages, one every 5,000 ms, on small screens. */
export const ROTATE_INTERVAL_MS = 5000;

const rotating: { icon: IconName; text: string }[] = [
  { icon: "building", text: site.tagline },
  { icon: "pin", text: "Office located in the Netherlands" },
  { icon: "phone", text: site.phone },
  { icon: "mail", text: site.email },
  { icon: "clock", text: `${site.hours.weekdays}, ${site.hours.weekend}` },
];
const rotatingIcons = rotating.map((m) => m.icon);

/**
 * The fixed top bar (spec 2.2). On phones one message at a time rotates; it is hidden from
 * assistive technology, which reads the full, static list instead (never re-announced).
 */
export function TopBar() {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % rotating.length), ROTATE_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [reducedMotion]);

  const current = rotating[index]!;
  return (
    <div className="bg-navy-950 text-sm text-white on-dark">
      <div className="container-page flex h-9 items-center justify-between gap-4">
        <p className="sr-only md:not-sr-only md:flex md:items-center md:gap-2">
          <Icon name="building" className="size-4 text-brass-300" />
          {site.tagline}
        </p>
        <ul className="hidden items-center gap-5 md:flex" aria-label="Contact details">
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
            {site.hours.weekdays}, {site.hours.weekend}
          </li>
        </ul>
        <p className="flex w-full items-center justify-center gap-2 md:hidden" aria-hidden="true" data-testid="top-bar-rotating">
          <IconSwap names={rotatingIcons} shown={current.icon} className="size-4 text-brass-300" />
          <span key={index}>
            {current.text}
          </span>
        </p>
        <ul className="sr-only md:hidden" aria-label="Contact details">
          <li>{site.phone}</li>
          <li>{site.email}</li>
          <li>
            {site.hours.weekdays}, {site.hours.weekend}
          </li>
        </ul>
      </div>
    </div>
  );
}
