import { useEffect, useId, useRef, useState } from "react";
import type { CountryCode } from "~/content/brands";
import { cn } from "~/lib/cn";

/** Flag artwork, 24×16: the Benelux flag shows its three countries side by side. */
const stripes = {
  nl: ["#ae1c28", "#ffffff", "#21468b"],
  lu: ["#ed2939", "#ffffff", "#00a1de"],
  de: ["#000000", "#dd0000", "#ffce00"],
  be: ["#000000", "#fdda24", "#ef3340"],
} as const;

function Horizontal({ colours, x = 0, width = 24 }: { colours: readonly string[]; x?: number; width?: number }) {
  return (
    <>
      {colours.map((c, i) => (
        <rect key={i} x={x} y={(i * 16) / 3} width={width} height={16 / 3 + 0.1} fill={c} />
      ))}
    </>
  );
}

function FlagArt({ code }: { code: CountryCode }) {
  return (
    <svg viewBox="0 0 24 16" width="24" height="16" aria-hidden="true" focusable="false" className="block rounded-[2px]">
      {code === "nederland" ? <Horizontal colours={stripes.nl} /> : null}
      {code === "duitsland" ? <Horizontal colours={stripes.de} /> : null}
      {code === "benelux" ? (
        <>
          <Horizontal colours={stripes.nl} width={8} />
          {stripes.be.map((c, i) => (
            <rect key={c} x={8 + (i * 8) / 3} y={0} width={8 / 3 + 0.1} height={16} fill={c} />
          ))}
          <Horizontal colours={stripes.lu} x={16} width={8} />
        </>
      ) : null}
    </svg>
  );
}

/**
 * A served-country flag with its tooltip (spec 3: '{distributor} serves {brand} in
 * {country}'). The tooltip is the button's name for screen readers and shows on hover,
 * on keyboard focus and on tap; Escape hides it, and it stays while the pointer is on it
 * (WCAG 1.4.13). Without JavaScript, hover and focus still show it.
 */
export function CountryFlag({ code, text }: { code: CountryCode; text: string }) {
  const tipId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // A tap elsewhere closes a tapped-open tooltip.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button inside hides the tooltip
    <span
      ref={rootRef}
      className="group/flag relative inline-flex"
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => {
        setDismissed(false);
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && (open || !dismissed)) {
          e.stopPropagation();
          setOpen(false);
          setDismissed(true);
        }
      }}
    >
      <button
        type="button"
        aria-labelledby={tipId}
        data-flag={code}
        data-open={open || undefined}
        onClick={() => {
          setDismissed(false);
          setOpen((v) => !v);
        }}
        className="flex size-11 items-center justify-center rounded-md ring-offset-2 hover:bg-mist"
      >
        <span className="rounded-[3px] shadow-[0_0_0_1px_rgb(13_34_51/0.25)]">
          <FlagArt code={code} />
        </span>
      </button>
      <span
        role="tooltip"
        id={tipId}
        className={cn(
          // Padding, not margin, joins it to the button so the pointer can move onto it.
          // Fading out over 200 ms (visibility too) gives the pointer time to reach the tooltip.
          "invisible absolute bottom-full left-0 z-20 w-max max-w-[16rem] pb-2 opacity-0 transition-[opacity,visibility] duration-200",
          "group-hover/flag:visible group-hover/flag:opacity-100 group-has-[:focus-visible]/flag:visible group-has-[:focus-visible]/flag:opacity-100",
          open && "visible opacity-100",
          dismissed && "hidden",
        )}
      >
        <span className="block rounded-md bg-navy-950 px-3 py-2 text-left text-sm leading-snug text-white shadow-lg">{text}</span>
      </span>
    </span>
  );
}
