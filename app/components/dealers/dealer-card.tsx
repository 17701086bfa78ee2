import { useEffect, useEffectEvent, useId, useRef } from "react";
import type { Dealer } from "~/content/dealers";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { buttonClass } from "~/components/ui/button";
import { mapsSearchUrl, phoneHref } from "~/lib/dealers";
import { formatDistance } from "~/lib/distance";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useLang, useUi } from "~/lib/use-ui";
import { TierBadge } from "./tier-badge";

/**
 * The detail card over the map (spec 2.9 and 4): name, tier label, address and View
 * Details, which opens a maps search by coordinates in a new tab; × closes it. It also
 * gives the dealer's contact details. Escape closes it too.
 */
export function DealerCard({
  dealer,
  km,
  overMap,
  onClose,
}: {
  dealer: Dealer;
  km?: number;
  /** Over the loaded map; before that it sits above the map's placeholder, not over its text. */
  overMap: boolean;
  onClose: () => void;
}) {
  const { dealerLocator: copy } = useUi();
  const lang = useLang();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const card = ref.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    card?.addEventListener("keydown", onKeyDown);
    return () => card?.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div
      ref={ref}
      role="region"
      aria-labelledby={titleId}
      data-dealer-card={dealer.id}
      className={cn(
        "z-20 rounded-xl bg-white p-5 text-ink shadow-xl ring-1 ring-black/10",
        overMap ? "absolute inset-x-3 bottom-8 md:inset-x-auto md:left-4 md:w-80" : "relative m-3 md:m-4 md:w-96",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-navy-900">
          {dealer.name}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={fill(copy.card.close, { name: dealer.name })}
          className={buttonClass({ variant: "ghost", size: "icon" }, "-mt-2 -mr-2 shrink-0 text-navy-900")}
        >
          <Icon name="close" />
        </button>
      </div>
      <TierBadge tier={dealer.tier} className="mt-1" />
      <address className="mt-3 space-y-1.5 text-sm not-italic">
        <p className="flex items-center gap-2">
          <Icon name="pin" className="size-4 shrink-0 text-brass-700" />
          {fill(copy.place, { city: dealer.city, country: copy.countries[dealer.country] })}
          {km === undefined ? null : <span className="text-muted">{fill(copy.away, { distance: formatDistance(km, lang) })}</span>}
        </p>
        <p className="flex items-center gap-2">
          <Icon name="phone" className="size-4 shrink-0 text-brass-700" />
          <a href={phoneHref(dealer.phone)} className="underline-offset-2 hover:underline">
            {dealer.phone}
          </a>
        </p>
        <p className="flex items-center gap-2">
          <Icon name="mail" className="size-4 shrink-0 text-brass-700" />
          <a href={`mailto:${dealer.email}`} className="break-all underline-offset-2 hover:underline">
            {dealer.email}
          </a>
        </p>
        <p className="flex items-center gap-2">
          <Icon name="globe" className="size-4 shrink-0 text-brass-700" />
          <SmartLink
            link={{ label: copy.card.website, to: dealer.website, external: true }}
            className="underline-offset-2 hover:underline"
          />
        </p>
      </address>
      <SmartLink
        link={{ label: copy.card.viewDetails, to: mapsSearchUrl(dealer), external: true }}
        className={buttonClass({ size: "sm" }, "mt-4 w-full")}
      >
        {copy.card.viewDetails}
        <Icon name="external" />
      </SmartLink>
    </div>
  );
}
