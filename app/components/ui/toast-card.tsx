import { useCallback, useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";
import { Icon } from "./icon";

/** One toast on screen (./toast.tsx shows them). */
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: "success" | "error" | "info";
  durationMs: number;
  /** Language of the text when it is not the page's. */
  lang?: string;
}

const accents = { success: "border-ok", error: "border-danger", info: "border-navy-700" } as const;

/** Closes toast `id` after `durationMs`; `pause` holds it (pointer or focus on it), `start` runs the time again. */
function useAutoDismiss(id: number, durationMs: number, dismiss: (id: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismiss(id), durationMs);
  }, [id, durationMs, dismiss]);
  useEffect(() => {
    start();
    return pause;
  }, [start, pause]);
  return { start, pause };
}

export function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { start, pause } = useAutoDismiss(item.id, item.durationMs, onDismiss);
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
        onClick={() => onDismiss(item.id)}
        className="-m-1 rounded p-1 text-muted hover:text-ink"
        aria-label={shell.closeToast}
      >
        <Icon name="close" className="inline-block size-4" />
      </button>
    </div>
  );
}
