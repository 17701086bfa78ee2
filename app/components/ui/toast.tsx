import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";

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

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const accents = { success: "border-ok", error: "border-danger", info: "border-navy-700" } as const;

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => none);
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

function ToastCard({ item }: { item: ToastItem }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismissToast(item.id), item.durationMs);
  };
  const pause = () => clearTimeout(timer.current);
  useEffect(() => {
    start();
    return pause; // one timer per toast, started once
  }, []);
  return (
    <div
      lang={item.lang}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-paper p-4 text-ink shadow-lg ring-1 ring-black/10 motion-safe:animate-fade-in",
        accents[item.variant],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-navy-900">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-muted hover:text-ink"
        aria-label="Close notification"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  );
}
