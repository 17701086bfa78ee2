import { useId, useState, type ReactNode } from "react";
import { consentCategories, setRemembered, useRememberedConsent, type ConsentCategory } from "~/lib/consent";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

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
  const remembered = useRememberedConsent(category);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [remember, setRemember] = useState(false);
  const checkboxId = useId();
  const descriptionId = useId();

  if (loadedOnce || (autoLoad && remembered)) return <>{children()}</>;

  const label = category === "video" ? "Play video" : "Load map";
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
          <span className="sr-only">: {title}</span>
        </button>
        <p id={descriptionId} className="max-w-sm text-sm text-white [text-shadow:0_1px_2px_rgb(0_0_0/60%)]">
          {remembered
            ? `Loads from ${provider}.`
            : `Loading this ${category === "video" ? "video" : "map"} connects to ${provider}, which may set cookies. `}
          {remembered ? null : (
            <a href="/cookies" className="underline underline-offset-2">
              More about embeds
            </a>
          )}
        </p>
        {remembered ? null : (
          <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 accent-brass-400"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            Always load {consentCategories[category].label.toLowerCase()}
          </label>
        )}
      </div>
    </div>
  );
}
