import { useId, useState, type ReactNode } from "react";
import { setRemembered, useRememberedConsent, type ConsentCategory } from "~/lib/consent";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/**
 * Click-to-load for third-party content (PRODUCT.md 11). Until the visitor allows the
 * category, only a local placeholder (poster) is shown and no request leaves for the
 * other host. `children` renders the real embed once allowed.
 */
export function ConsentEmbed({
  category,
  provider,
  title,
  poster,
  className,
  children,
  autoLoad = false,
}: {
  category: ConsentCategory;
  /** Who serves the content, e.g. "YouTube" or "OpenStreetMap". */
  provider: string;
  /** What loads, for the button and screen readers, e.g. "Norcool product video". */
  title: string;
  /** Local placeholder shown before loading (an <img> or illustration). */
  poster?: ReactNode;
  className?: string;
  children: () => ReactNode;
  /** Load as soon as allowed (remembered consent) instead of waiting for a click. */
  autoLoad?: boolean;
}) {
  const { consent } = useUi().media;
  const remembered = useRememberedConsent(category);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [remember, setRemember] = useState(false);
  const checkboxId = useId();
  const descriptionId = useId();

  if (loadedOnce || (autoLoad && remembered)) return <>{children()}</>;

  const label = category === "video" ? consent.playVideo : consent.loadMap;
  return (
    <div className={cn("relative isolate overflow-hidden bg-navy-900 text-white", className)} data-consent={category}>
      {poster ? <div className="absolute inset-0 -z-10 opacity-60">{poster}</div> : null}
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <button
          type="button"
          className={buttonClass({ variant: "secondary", size: "lg" })}
          aria-describedby={descriptionId}
          onClick={() => {
            if (remember) setRemembered(category, true);
            setLoadedOnce(true);
          }}
        >
          <Icon name={category === "video" ? "play" : "pin"} />
          {label}
          <span className="sr-only">{fill(consent.titleNote, { title })}</span>
        </button>
        <p id={descriptionId} className="max-w-sm text-sm text-white [text-shadow:0_1px_2px_rgb(0_0_0/60%)]">
          {fill(remembered ? consent.loadsFrom : consent.connects[category], { provider })}
          {remembered ? null : (
            <LocalLink to="/cookies" className="underline underline-offset-2">
              {consent.more}
            </LocalLink>
          )}
        </p>
        {remembered ? null : (
          <label htmlFor={checkboxId} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 accent-brass-400"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {consent.always[category]}
          </label>
        )}
      </div>
    </div>
  );
}
