import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";

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

interface ToastItem extends Required<Pick<ToastOptions, "title" | "variant" | "durationMs">> {
  id: number;
  description?: string;
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

const accents = { success: "border-ok", error: "border-danger", info: "border-navy-700" } as const;

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
      {list.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </div>
  );
}

/** Closes toast `id` after `durationMs`; `pause` holds it (pointer or focus on it), `start` runs the time again. */
function useAutoDismiss(id: number, durationMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismissToast(id), durationMs);
  }, [id, durationMs]);
  useEffect(() => {
    start();
    return pause;
  }, [start, pause]);
  return { start, pause };
}

function ToastCard({ item }: { item: ToastItem }) {
  const { start, pause } = useAutoDismiss(item.id, item.durationMs);
  const { shell } = useUi();
  return (
    <div
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-paper p-4 text-ink shadow-lg ring-1 ring-black/10 motion-safe:animate-fade-in",
        accents[item.variant],
      )}
    >
      {/* The language of the message, when not the page's; the close button is in the page's. */}
      <div lang={item.lang} className="min-w-0 flex-1">
        <p className="font-semibold text-navy-900">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-muted hover:text-ink"
        aria-label={shell.closeToast}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  );
}
