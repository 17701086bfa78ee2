import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The heading band at the top of content pages: eyebrow, the page's one h1, intro and
 * actions on the left; on wide screens `panel` fills the right half with what the page is
 * for (a contact card, the filter, key facts, the last revision), and on narrow screens
 * follows the intro. Plain HTML and CSS: no script of its own.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  panel,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** A `HeroPanel`, or an element that is one. */
  panel?: ReactNode;
}) {
  return (
    <section className="page-hero on-dark">
      <div className={cn("container-page grid gap-8 py-12 md:py-16", panel ? heroColumns : null)}>
        <div className="min-w-0">
          {eyebrow ? <p className="hero-kicker">{eyebrow}</p> : null}
          <h1 className="mt-2 max-w-3xl font-serif text-3xl font-medium max-[22.5rem]:text-[1.75rem] md:text-5xl lg:text-4xl lg:leading-tight xl:text-[2.75rem]">
            {title}
          </h1>
          {intro ? <div className="mt-4 max-w-2xl text-lg text-slate-200">{intro}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {panel}
      </div>
    </section>
  );
}

/** Two columns from 1024 px: the title's, and the panel's (24rem, 28rem from 1280 px). */
const heroColumns = "lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-14 xl:grid-cols-[minmax(0,1fr)_28rem]";

/**
 * The card in a hero's right half (app/app.css). `glass`: light text on a faint veil with a
 * brass rule on top (facts, contact lines, steps); `paper`: a white card for a form.
 */
export function HeroPanel({
  tone = "glass",
  flush = false,
  className,
  children,
}: {
  tone?: "glass" | "paper";
  /** No padding: the content sets its own (a picture to the card's edges). */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(tone === "glass" ? "hero-panel" : "hero-panel-paper", flush ? "overflow-hidden" : "p-5 sm:p-6", className)}>
      {children}
    </div>
  );
}
