import { lazy, Suspense, use, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Sections whose code loads when they come near the screen (docs/decisions/0007-islands.md).
 *
 * The server renders every section in full (HTML first). In the browser, a section wrapped
 * in <Island> keeps that HTML as it is while the rest of the page hydrates; its code is
 * fetched once the section is within a screen or so of the viewport, and then React
 * hydrates it in place. React's selective hydration does the work: a Suspense boundary
 * that suspends during hydration keeps the server's HTML until it can hydrate.
 *
 * After the first hydration (a navigation inside the site), there is no server HTML to
 * keep, so a section renders as soon as its code is there; a route preloads its sections'
 * code in its clientLoader so that is at once.
 */

/** How far outside the viewport a section starts loading: about a screen ahead. */
const AHEAD = "800px 0px";

interface Waiting {
  /** Resolves when the section comes near the viewport, or is clicked. */
  near: Promise<void>;
  /** A button pressed before the section could answer: pressed again once it can. */
  pressed?: HTMLElement;
  /** Stops watching the section: it is hydrated. */
  stop: () => void;
}

const waiting = new Map<string, Waiting>();

/**
 * Watches the section around the element with this id until it is hydrated. A press on
 * one of its script-driven buttons (type="button": links, fields and submit buttons work
 * without script) before then is held and replayed after hydration, so no press is lost.
 */
function watch(anchor: string): Waiting | null {
  const known = waiting.get(anchor);
  if (known) return known;
  const element = document.getElementById(anchor);
  if (!element || typeof IntersectionObserver === "undefined") return null;
  const section = element.closest("section") ?? element;
  let resolve!: () => void;
  const near = new Promise<void>((r) => (resolve = r));
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resolve(), { rootMargin: AHEAD });
  observer.observe(section);
  // On the window, ahead of React's own listener, which drops a press on a part it
  // cannot hydrate yet.
  const onEarlyPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[type="button"]');
    if (!button || !section.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    record.pressed = button;
    resolve();
  };
  window.addEventListener("click", onEarlyPress, true);
  const record: Waiting = {
    near,
    stop() {
      observer.disconnect();
      window.removeEventListener("click", onEarlyPress, true);
    },
  };
  waiting.set(anchor, record);
  return record;
}

function Gate({ anchor, children }: { anchor: string; children: ReactNode }) {
  // While React hydrates the server's HTML (also when it hydrates this boundary later).
  const hydrating = !useHydrated();
  if (hydrating && typeof document !== "undefined") {
    const record = watch(anchor);
    if (record) use(record.near);
  }
  return children;
}

/** Runs when the section has hydrated: stops watching and replays a held press. */
function Hydrated({ anchor }: { anchor: string }) {
  useEffect(() => {
    const record = waiting.get(anchor);
    if (!record) return;
    record.stop();
    const pressed = record.pressed;
    record.pressed = undefined;
    if (pressed?.isConnected) pressed.click();
  }, [anchor]);
  return null;
}

/**
 * Wraps a lazily loaded section. `anchor` is the id of an element inside the section as
 * the server renders it (its heading, or the section itself).
 */
export function Island({ anchor, children }: { anchor: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate anchor={anchor}>
        {children}
        <Hydrated anchor={anchor} />
      </Gate>
    </Suspense>
  );
}

export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/** A section component loaded on demand, with `preload` for a route's clientLoader. */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazySection<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(get), { preload: get });
}
