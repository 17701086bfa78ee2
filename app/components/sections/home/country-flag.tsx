import { useEffect, useId, useRef, useState } from "react";
import type { CountryCode } from "~/content/brands";
import { cn } from "~/lib/cn";

/**
 * Each country's flag in its own proportions (width × height) and colours, drawn 16 px
 * tall: Belgium's is nearly square, Luxembourg's and Germany's long, so none is squeezed
 * into another's shape. Luxembourg's sky blue and lighter red set it apart from the
 * Netherlands' flag beside it.
 */
const flags = {
  nl: { size: [3, 2], stripes: "horizontal", colours: ["#ae1c28", "#ffffff", "#21468b"] },
  be: { size: [15, 13], stripes: "vertical", colours: ["#000000", "#fdda24", "#ef3340"] },
  lu: { size: [5, 3], stripes: "horizontal", colours: ["#ed2939", "#ffffff", "#00a1de"] },
  de: { size: [5, 3], stripes: "horizontal", colours: ["#000000", "#dd0000", "#ffce00"] },
} as const;

type Country = keyof typeof flags;

/** The flags a served-country code shows (spec 3: benelux is three countries). */
const countriesOf: Record<CountryCode, readonly Country[]> = {
  nederland: ["nl"],
  benelux: ["nl", "be", "lu"],
  duitsland: ["de"],
};

const FLAG_HEIGHT = 16;

function Flag({ country }: { country: Country }) {
  const { size, stripes, colours } = flags[country];
  const [w, h] = size;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={Math.round((FLAG_HEIGHT * w * 100) / h) / 100}
      height={FLAG_HEIGHT}
      aria-hidden="true"
      focusable="false"
      data-country={country}
      className="block rounded-[2px] shadow-[0_0_0_1px_rgb(13_34_51/0.25)]"
    >
      {colours.map((c, i) =>
        stripes === "horizontal" ? (
          <rect key={c} x={0} y={(i * h) / 3} width={w} height={h / 3 + 0.01} fill={c} />
        ) : (
          <rect key={c} x={(i * w) / 3} y={0} width={w / 3 + 0.01} height={h} fill={c} />
        ),
      )}
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
        className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2.5 ring-offset-2 hover:bg-mist"
      >
        {countriesOf[code].map((country) => (
          <Flag key={country} country={country} />
        ))}
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
