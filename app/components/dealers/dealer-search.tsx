import { useId, useState, type FormEvent } from "react";
import type { Place } from "~/content/dutch-places";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Origin } from "~/lib/dealers";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/** The places list, and the finding of one in it, load when the visitor first uses the field, not with the page. */
let placesModule: Promise<typeof import("./place-finder")> | undefined;
const loadPlaces = () => (placesModule ??= import("./place-finder"));

type Status = { kind: "located" } | { kind: "place"; label: string } | { kind: "unknown"; query: string } | null;

/**
 * Ways to sort the list by distance (PRODUCT.md 12): 'Use My Location' (spec 4; a failure
 * is only logged, spec 8) and, beyond the spec, a town or postcode field that needs no
 * geocoding service. Both need JavaScript, so they stay disabled until it runs.
 */
export function DealerSearch({
  enabled,
  sorted,
  onOrigin,
  onClear,
}: {
  enabled: boolean;
  /** Whether the list is sorted by distance now. */
  sorted: boolean;
  onOrigin: (origin: Origin) => void;
  onClear: () => void;
}) {
  const copy = useUi().dealerLocator.search;
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>(null);
  const [locating, setLocating] = useState(false);
  const [towns, setTowns] = useState<Place[] | null>(null);

  function warmUp() {
    void loadPlaces().then((m) => setTowns(m.towns));
  }

  function locate() {
    if (!("geolocation" in navigator)) {
      console.warn("Dealer locator: this browser has no geolocation.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setStatus({ kind: "located" });
        onOrigin({ lat: coords.latitude, lng: coords.longitude, label: copy.yourLocation });
      },
      (error) => {
        // Spec 8: geolocation failure is logged only, with no message to the visitor.
        setLocating(false);
        console.warn(`Dealer locator: geolocation failed (${error.code}): ${error.message}`);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    const { findOrigin } = await loadPlaces();
    const origin = findOrigin(text, copy.postcodeArea);
    if (!origin) {
      setStatus({ kind: "unknown", query: text });
      return;
    }
    setStatus({ kind: "place", label: origin.label });
    onOrigin(origin);
  }

  function clear() {
    setQuery("");
    setStatus(null);
    onClear();
  }

  const invalid = status?.kind === "unknown";
  return (
    <fieldset disabled={!enabled} className="min-w-0 space-y-4">
      <legend className="sr-only">{copy.legend}</legend>
      <button
        type="button"
        onClick={locate}
        aria-busy={locating}
        className={buttonClass({ variant: "outline" }, "w-full border-navy-900 text-navy-900")}
      >
        <Icon name="location" />
        {locating ? copy.locating : copy.locate}
      </button>
      <form role="search" onSubmit={(e) => void onSubmit(e)} className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-navy-900">
          {copy.label}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="near"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            list={towns ? listId : undefined}
            placeholder={copy.placeholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onFocus={warmUp}
            aria-invalid={invalid || undefined}
            aria-describedby={hintId}
            className={cn(
              "min-h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-ink placeholder:text-muted",
              invalid ? "border-danger" : "border-muted",
            )}
          />
          <button type="submit" className={buttonClass({}, "shrink-0")}>
            <Icon name="search" />
            {copy.submit}
            <span className="sr-only">{copy.submitNote}</span>
          </button>
        </div>
        {towns ? (
          <datalist id={listId}>
            {towns.map((t) => (
              <option key={t.name} value={t.name} />
            ))}
          </datalist>
        ) : null}
      </form>
      <div id={hintId} role="status" className="min-h-6 text-sm">
        {status?.kind === "located" ? (
          <p className="flex items-center gap-2 font-medium text-ok">
            <Icon name="check" className="size-4 shrink-0" />
            {copy.located}
          </p>
        ) : status?.kind === "place" ? (
          <p className="text-ink">
            {copy.sortedFrom.before}
            <strong>{status.label}</strong>
            {copy.sortedFrom.after}
          </p>
        ) : status?.kind === "unknown" ? (
          <p className="text-danger">{fill(copy.unknown, { query: status.query })}</p>
        ) : null}
      </div>
      {sorted ? (
        <button type="button" onClick={clear} className="-mt-3 text-sm font-medium text-navy-700 underline underline-offset-2">
          {copy.reset}
        </button>
      ) : null}
    </fieldset>
  );
}
