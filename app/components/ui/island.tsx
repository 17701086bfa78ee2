import {
  createContext,
  lazy,
  Suspense,
  use,
  useContext,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Sections whose code loads when they come near the screen, or when they are first used
 * (docs/decisions/0007-islands.md).
 *
 * The server renders every section in full (HTML first). In the browser, a section wrapped
 * in <Island> keeps that HTML as it is while the rest of the page hydrates; its code is
 * fetched once the section is within a screen or so of the viewport (or, for a form, once
 * the visitor focuses or presses something in it), and then it is hydrated in place: a
 * Suspense boundary that suspends during hydration keeps the server's HTML until it can
 * hydrate (Preact, which runs the pages in the browser, as React does:
 * docs/decisions/0018-client-runtime.md).
 *
 * After the first hydration (a navigation inside the site), there is no server HTML to
 * keep, so a section renders as soon as its code is there; a route preloads its sections'
 * code in its clientLoader so that is at once. A section that was never hydrated keeps the
 * HTML of the page it came with, so a route whose page can change under it (one brand's
 * page to another's) keys its sections by the page: they are drawn anew, not updated.
 */

/** How far outside the viewport a section starts loading: about a screen ahead. */
const AHEAD = "800px 0px";

/** What counts as the first use of an island that loads on use: a focus (keyboard or pointer) or a press. */
const useEvents = ["focusin", "pointerdown"] as const;

interface Waiting {
  /** Resolves when the section comes near the viewport, or is clicked. */
  near: Promise<void>;
  /** A button pressed before the section could answer: pressed again once it can. */
  pressed?: HTMLElement;
  /** Stops watching the section: it is hydrated. */
  stop: () => void;
}

const waiting = new Map<string, Waiting>();

/** How long a held form submission waits for its section before it is sent without script. */
const SUBMIT_FALLBACK_MS = 3000;

/**
 * Watches the section around the element with this id until it is hydrated. A press on
 * one of its buttons before then is held and replayed after hydration, so no press is
 * lost and a form is checked in the browser as usual. A held submission that still has no
 * script after a few seconds (a failed download) is sent as a plain form post instead.
 * Links and fields work without script and are left alone.
 */
function watch(anchor: string, on: IslandTrigger): Waiting | null {
  const known = waiting.get(anchor);
  if (known) return known;
  if (on === "scroll") return watchScroll(anchor);
  const element = document.getElementById(anchor);
  if (!element || (on === "near" && typeof IntersectionObserver === "undefined")) return null;
  const section = element.closest("section") ?? element;
  let resolve!: () => void;
  const near = new Promise<void>((r) => (resolve = r));
  // "near": a screen or so before the section shows; "use": the first press or focus in it.
  const observer =
    on === "near" ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resolve(), { rootMargin: AHEAD }) : null;
  observer?.observe(section);
  const onUse = () => resolve();
  if (on === "use") for (const type of useEvents) section.addEventListener(type, onUse, true);
  let fallback: number | undefined;
  // On the window, ahead of React's own listener, which drops a press on a part it
  // cannot hydrate yet.
  const onEarlyPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button");
    if (!button || !section.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    record.pressed = button;
    resolve();
    const form = button.type === "submit" ? button.form : null;
    if (form) {
      window.clearTimeout(fallback);
      fallback = window.setTimeout(() => {
        record.stop();
        record.pressed = undefined;
        form.requestSubmit(button);
      }, SUBMIT_FALLBACK_MS);
    }
  };
  window.addEventListener("click", onEarlyPress, true);
  const record: Waiting = {
    near,
    stop() {
      observer?.disconnect();
      for (const type of useEvents) section.removeEventListener(type, onUse, true);
      window.clearTimeout(fallback);
      window.removeEventListener("click", onEarlyPress, true);
    },
  };
  waiting.set(anchor, record);
  return record;
}

/** For a part that shows only once the page is scrolled (the dealer popup): the first scroll. */
function watchScroll(key: string): Waiting | null {
  if (window.scrollY > 0) return null;
  let resolve!: () => void;
  const near = new Promise<void>((r) => (resolve = r));
  const onScroll = () => resolve();
  window.addEventListener("scroll", onScroll, { passive: true, once: true });
  const record: Waiting = { near, stop: () => window.removeEventListener("scroll", onScroll) };
  waiting.set(key, record);
  return record;
}

/**
 * When an island's code loads: as its section nears the viewport, on the first scroll, or
 * when the visitor first presses or focuses something in it (a form: its fields work
 * without script, so its code is needed only once the visitor starts to fill it in).
 */
export type IslandTrigger = "near" | "scroll" | "use";

function Gate({ anchor, on, children }: { anchor: string; on: IslandTrigger; children: ReactNode }) {
  // While React hydrates the server's HTML (also when it hydrates this boundary later).
  const hydrating = !useHydrated();
  if (hydrating && typeof document !== "undefined") {
    const record = watch(anchor, on);
    if (record) use(record.near);
  }
  return children;
}

/** The island a lazily loaded section renders in, so the section can say it has hydrated. */
const IslandAnchor = createContext<string | null>(null);

/**
 * Runs once the section's own code has rendered (hydrated its HTML): stops watching and
 * replays a held press. It is rendered by the loaded section itself (`lazySection`), not
 * beside it: a runtime may commit a sibling of a part that is still loading.
 */
function useSectionHydrated() {
  const anchor = useContext(IslandAnchor);
  useEffect(() => {
    const record = anchor ? waiting.get(anchor) : undefined;
    if (!record) return;
    record.stop();
    const pressed = record.pressed;
    record.pressed = undefined;
    if (pressed?.isConnected) pressed.click();
  }, [anchor]);
}

/**
 * Wraps a lazily loaded section. `anchor` is the id of an element inside the section as
 * the server renders it (its heading, or the section itself); with `on="scroll"` it only
 * names the island.
 */
export function Island({ anchor, on = "near", children }: { anchor: string; on?: IslandTrigger; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <IslandAnchor value={anchor}>
        <Gate anchor={anchor} on={on}>
          {children}
        </Gate>
      </IslandAnchor>
    </Suspense>
  );
}

export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A section component loaded on demand, with `preload` for a route's clientLoader.
 * If its code cannot be fetched (a dropped connection, or a tab open across a new release),
 * the section keeps the server's HTML and works as it does without script (links, form
 * posts) rather than taking the page down with an error.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazySection<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const component = lazy(() =>
    preload().then(
      (Section) => {
        function HydratedSection(props: P) {
          useSectionHydrated();
          return <Section {...props} />;
        }
        return { default: HydratedSection };
      },
      (error: unknown) => {
        console.warn("A section's script could not be loaded; it stays as the server sent it.", error);
        return new Promise<never>(() => {});
      },
    ),
  );
  return Object.assign(component, { preload });
}

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * For a route's clientLoader: the page's data and its islands' code together (`more`
 * names islands that depend on the data). If the code cannot be fetched, the browser loads
 * the page from the server instead, whose HTML works without it.
 */
export async function withIslands<T>(
  url: string,
  data: Promise<T>,
  islands: readonly Preloadable[],
  more: (data: T) => readonly Preloadable[] = () => [],
): Promise<T> {
  try {
    const [result] = await Promise.all([data, ...islands.map((island) => island.preload())]);
    await Promise.all(more(result).map((island) => island.preload()));
    return result;
  } catch (error) {
    console.warn("The page's scripts could not be loaded; loading it from the server.", error);
    window.location.assign(url);
    return new Promise<never>(() => {});
  }
}
