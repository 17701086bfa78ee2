import {
  createContext,
  isValidElement,
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

/** A field's change before its section hydrated: typing, or a choice in a list. */
const editEvents = ["input", "change"] as const;

interface Waiting {
  /** Resolves when the section comes near the viewport, or is clicked. */
  near: Promise<void>;
  /** A button pressed before the section could answer: pressed again once it can. */
  pressed?: HTMLElement;
  /** Fields changed before the section could answer: their changes are told again once it can. */
  edited?: Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  /** Stops watching the section: it is hydrated. */
  stop: () => void;
  /** The section's code could not be fetched: a held press, and any press after it, does what it does without script. */
  failed?: () => void;
}

const waiting = new Map<string, Waiting>();

/**
 * Whether a press on a link in a waiting island is held until its code runs: in an island
 * loaded on use, a link to a page of the site pressed plainly (the main button, no key, no
 * other tab, no download), which the code may answer itself (a filter's Browse link) or
 * follow without a page load. Elsewhere a link is followed as it is.
 */
function heldLink(link: HTMLAnchorElement, event: MouseEvent, on: IslandTrigger): boolean {
  return (
    on === "use" &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === "_self") &&
    !link.hasAttribute("download") &&
    link.origin === window.location.origin
  );
}

/**
 * How long a held press waits for its section before it does what it does without script,
 * when its code is neither there nor known to have failed (a download that hangs).
 */
const SUBMIT_FALLBACK_MS = 3000;

/**
 * Watches the section around the element with this id until it is hydrated. A press on
 * one of its buttons (and, in an island loaded on use, its links: `heldLink`) before then is
 * held and replayed after hydration, so no press is lost and a form is checked in the
 * browser as usual. A held press whose code failed to download, or that still has none
 * after a few seconds, does what it does without script: a form post, a page load. Fields work
 * without script; what is typed is told to the code once it runs.
 */
function watch(anchor: string, on: Exclude<IslandTrigger, "static">): Waiting | null {
  const known = waiting.get(anchor);
  if (known) return known;
  if (on === "scroll") return watchScroll(anchor);
  const element = document.getElementById(anchor);
  if (!element || (on === "near" && typeof IntersectionObserver === "undefined")) return null;
  const section = element.closest("section") ?? element;
  // A page's whole content (anchor "main") is watched as the elements it has now: <main>
  // stays when a navigation puts another page in it, which must not answer for this one.
  const parts = section.id === "main" ? Array.from(section.children) : [section];
  const inside = (node: EventTarget | null) => node instanceof Node && parts.some((part) => part.isConnected && part.contains(node));
  let resolve!: () => void;
  const near = new Promise<void>((r) => (resolve = r));
  // "near": a screen or so before the section shows; "use": the first press or focus in it.
  const observer =
    on === "near" ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resolve(), { rootMargin: AHEAD }) : null;
  observer?.observe(section);
  const onUse = (event: Event) => inside(event.target) && resolve();
  if (on === "use") for (const type of useEvents) section.addEventListener(type, onUse, true);
  let fallback: number | undefined;
  let pendingFallBack: (() => void) | undefined;
  let codeFailed = false;
  const fallBackNow = (fallBack: () => void) => {
    window.clearTimeout(fallback);
    pendingFallBack = undefined;
    record.stop();
    record.pressed = undefined;
    fallBack();
  };
  // On the window, ahead of React's own listener, which drops a press on a part it
  // cannot hydrate yet.
  const onEarlyPress = (event: MouseEvent) => {
    const pressed = (event.target as Element | null)?.closest?.<HTMLElement>("button, a[href]");
    if (!pressed || !inside(pressed)) return;
    if (pressed instanceof HTMLButtonElement ? pressed.disabled : !heldLink(pressed as HTMLAnchorElement, event, on)) return;
    event.preventDefault();
    event.stopPropagation();
    record.pressed = pressed;
    resolve();
    // Should the code not come, the press does what it does without script.
    const fallBack =
      pressed instanceof HTMLAnchorElement
        ? () => window.location.assign(pressed.href)
        : pressed instanceof HTMLButtonElement && pressed.type === "submit" && pressed.form
          ? () => pressed.form?.requestSubmit(pressed)
          : undefined;
    if (!fallBack) return;
    if (codeFailed) return fallBackNow(fallBack);
    window.clearTimeout(fallback);
    pendingFallBack = fallBack;
    fallback = window.setTimeout(() => fallBackNow(fallBack), SUBMIT_FALLBACK_MS);
  };
  window.addEventListener("click", onEarlyPress, true);
  // What is typed or chosen before then stays in the field; the section's code is told of it
  // once it runs (a filter that follows its box, say).
  const onEarlyEdit = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (inside(field) && "value" in field) (record.edited ??= new Set()).add(field);
  };
  for (const type of editEvents) section.addEventListener(type, onEarlyEdit, true);
  const record: Waiting = {
    near,
    stop() {
      observer?.disconnect();
      for (const type of useEvents) section.removeEventListener(type, onUse, true);
      for (const type of editEvents) section.removeEventListener(type, onEarlyEdit, true);
      window.clearTimeout(fallback);
      window.removeEventListener("click", onEarlyPress, true);
    },
    failed() {
      codeFailed = true;
      if (pendingFallBack) fallBackNow(pendingFallBack);
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
 * When an island's code loads: as its section nears the viewport, on the first scroll, when
 * the visitor first presses or focuses something in it (a form: its fields work without
 * script, so its code is needed only once the visitor starts to fill it in), or, for text
 * the page shows as it is (a legal page), never: its HTML stays as the server sent it, and
 * its code comes only with a navigation to it inside the site.
 */
export type IslandTrigger = "near" | "scroll" | "use" | "static";

/** What a static island waits for while the page hydrates: nothing that comes. */
const never = new Promise<void>(() => {});

/**
 * The code of the section an island wraps, if it is a `lazySection`: fetched before the
 * island resumes hydrating, so the section hydrates in one pass. Preact keeps a suspended
 * part's whole range of server HTML only the first time it suspends; a section that
 * suspended again for its code would keep its first element and draw the rest anew.
 */
function sectionCode(children: ReactNode): (() => Promise<unknown>) | undefined {
  const type = isValidElement(children) ? (children.type as Partial<Preloadable>) : undefined;
  return typeof type?.preload === "function" ? type.preload : undefined;
}

/** Per island, what it waits for: its trigger, then its section's code. */
const ready = new Map<string, Promise<unknown>>();

function Gate({ anchor, on, children }: { anchor: string; on: IslandTrigger; children: ReactNode }) {
  // While React hydrates the server's HTML (also when it hydrates this boundary later).
  const hydrating = !useHydrated();
  if (hydrating && typeof document !== "undefined") {
    if (on === "static") use(never);
    else {
      const record = watch(anchor, on);
      if (record) {
        let waitFor = ready.get(anchor);
        if (!waitFor) {
          const code = sectionCode(children);
          // A section whose code cannot be fetched keeps the server's HTML (lazySection).
          waitFor = code
            ? record.near.then(code).catch(() => {
                record.failed?.();
                return never;
              })
            : record.near;
          ready.set(anchor, waitFor);
        }
        use(waitFor);
      }
    }
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
    for (const field of record.edited ?? []) {
      if (!field.isConnected) continue;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    record.edited = undefined;
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
 * A thenable that answers at once: a section whose code is already here renders in the same
 * pass, where a promise would make it suspend until the next microtask (React and Preact
 * both read a thenable that calls back at once as resolved).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value) };
  return thenable as unknown as Promise<T>;
}

/** Every section made by `lazySection`, for `preloadSections`. */
const sections: Preloadable[] = [];

/**
 * A section component loaded on demand, with `preload` for a route's clientLoader. Once its
 * code is here (preloaded with a navigation's data, say), it renders at once.
 * If its code cannot be fetched (a dropped connection, or a tab open across a new release),
 * the section keeps the server's HTML and works as it does without script (links, form
 * posts) rather than taking the page down with an error.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazySection<P> {
  let loading: Promise<unknown> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    (loading ??= load().then((Section) => {
      function HydratedSection(props: P) {
        useSectionHydrated();
        return <Section {...props} />;
      }
      loaded = { default: HydratedSection };
    }));
  const component = lazy(() =>
    loaded
      ? settled(loaded)
      : preload().then(
          () => loaded!,
          (error: unknown) => {
            console.warn("A section's script could not be loaded; it stays as the server sent it.", error);
            return new Promise<never>(() => {});
          },
        ),
  );
  sections.push({ preload });
  return Object.assign(component, { preload });
}

/**
 * Loads the code of every section made so far: where a page is rendered to a string in one
 * pass (the unit tests), its sections can then render at once.
 */
export async function preloadSections(): Promise<void> {
  await Promise.all(sections.map((section) => section.preload()));
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
