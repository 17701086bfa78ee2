import { useEffect, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { afterLoad } from "./playback";

/** Spec 9: the cover over a page's background media fades out 1.5 s after load. */
export const COVER_DELAY_MS = 1500;

/**
 * A tinted veil over the hero's background while its media settles. Decorative: the text
 * above it is readable from the first paint. Without JavaScript it is not shown at all.
 */
export function LoadingCover({ className, children }: { className?: string; children?: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const cancel = afterLoad(() => {
      timer = window.setTimeout(() => setHidden(true), COVER_DELAY_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <>
      <noscript>
        <style>{"[data-loading-cover]{display:none}"}</style>
      </noscript>
      <div
        aria-hidden="true"
        data-loading-cover={hidden ? "hidden" : "shown"}
        className={cn(
          "pointer-events-none absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none",
          hidden ? "opacity-0" : "opacity-100",
          className,
        )}
      >
        {children}
        <div className="absolute inset-x-0 bottom-0 h-1 overflow-hidden bg-white/10">
          <div className="h-full w-1/3 animate-pulse bg-brass-300/70 motion-reduce:animate-none" />
        </div>
      </div>
    </>
  );
}
