import { Suspense, use, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Hydration in turns (docs/decisions/0018-client-runtime.md). The browser's runtime hydrates
 * a document in one go, and on a slow phone one go is a long task that holds up every tap
 * made meanwhile. A part wrapped in <HydrateInTurn> keeps the server's HTML while the page
 * hydrates and hydrates in a task of its own after it, parts in the order they come in the
 * document (the header's first, the footer last). Nothing is loaded: the code is there, only
 * its work is spread out. It is for parts whose content is the same on the server and in
 * the browser's first render, as any hydrated part must be.
 */

/** Each waiting part's turn, by name; one is taken per task. */
const turns = new Map<string, { promise: Promise<void>; take: () => void }>();
const queue: (() => void)[] = [];
let scheduled = false;
/** Resolved when the queue has run dry: every part has hydrated. */
let drained: { promise: Promise<void>; resolve: () => void } | undefined;

// A visitor who presses, types or moves focus while parts still wait gets them all at once:
// the next press or key finds every part ready to answer it.
const inputs = ["pointerdown", "keydown", "focusin"] as const;
const onInput = () => void whenHydrated();

function settle() {
  scheduled = false;
  for (const type of inputs) document.removeEventListener(type, onInput, true);
  // The runtime renders the last part in microtasks: it has hydrated a task later.
  setTimeout(() => drained?.resolve(), 0);
}

function takeNext() {
  queue.shift()?.();
  if (queue.length) setTimeout(takeNext, 0);
  else settle();
}

function turnFor(name: string): Promise<void> {
  let turn = turns.get(name);
  if (!turn) {
    let take!: () => void;
    const promise = new Promise<void>((resolve) => (take = resolve));
    turn = { promise, take };
    turns.set(name, turn);
    queue.push(take);
    if (!scheduled) {
      scheduled = true;
      for (const type of inputs) document.addEventListener(type, onInput, true);
      setTimeout(takeNext, 0);
    }
  }
  return turn.promise;
}

/**
 * Resolves once every part still waiting has hydrated, taking their turns at once: a
 * navigation waits for it (./link.tsx), as a part still holding the server's HTML must
 * hydrate with the props it was rendered with, not the next page's.
 */
export function whenHydrated(): Promise<void> {
  if (!queue.length) return Promise.resolve();
  for (const take of queue.splice(0)) take();
  // The runtime renders the parts in microtasks; a task later they have all hydrated.
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when every part has hydrated in its turn (app/entry.client.tsx marks the page then). */
export function allHydrated(): Promise<void> {
  if (!scheduled) return Promise.resolve();
  if (!drained) {
    let resolve!: () => void;
    drained = { promise: new Promise<void>((r) => (resolve = r)), resolve };
  }
  return drained.promise;
}

function Turn({ name, children }: { name: string; children: ReactNode }) {
  // While the page hydrates (also when this part's hydration resumes).
  const hydrating = !useHydrated();
  if (hydrating && typeof document !== "undefined") use(turnFor(name));
  return children;
}

/** A part of the page that hydrates in a task of its own; `name` is unique on the page. */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}
