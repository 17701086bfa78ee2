import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastItem } from "./toast-card";

/**
 * Toasts (spec 8: 'Success!' after a form, 'Video has no audio' for 3 s). Call `toast()`
 * from anywhere in the browser; `<Toaster />` in app/root.tsx shows them in a live region
 * that exists from page load, so screen readers announce each one. A toast stays while
 * the pointer or focus is on it (WCAG 2.2.1), and can be closed.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  durationMs?: number;
  /** Language of the text when it is not the page's (the Dutch form messages, spec 8). */
  lang?: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const none: ToastItem[] = [];

export function toast({ title, description, variant = "info", durationMs = 5000, lang }: ToastOptions): number {
  const id = nextId++;
  items = [...items.slice(-2), { id, title, description, variant, durationMs, lang }];
  emit();
  return id;
}

function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A toast's card: its code loads with the first toast of the visit, not with the page. If
 * it cannot be fetched (the connection dropped after a form was sent), the toast's words
 * are still shown, and read out, unstyled and without closing by themselves.
 */
const ToastCard = lazy(() =>
  import("./toast-card").then(
    (m) => ({ default: m.ToastCard }),
    () => ({ default: PlainToast }),
  ),
);

function PlainToast({ item }: { item: ToastItem }) {
  return (
    <p lang={item.lang} className="pointer-events-auto rounded-lg bg-paper p-4 shadow-lg">
      <strong>{item.title}</strong> {item.description}
    </p>
  );
}

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => none,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4"
    >
      <Suspense fallback={null}>
        {list.map((t) => (
          <ToastCard key={t.id} item={t} onDismiss={dismissToast} />
        ))}
      </Suspense>
    </div>
  );
}
