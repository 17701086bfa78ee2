import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Eyebrow, title and intro at the top of a home section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  onDark = false,
  align = "left",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  onDark?: boolean;
  align?: "left" | "center";
  children?: ReactNode;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className={cn("text-sm font-semibold uppercase tracking-wider", onDark ? "text-brass-300" : "text-brass-700")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-2 text-[1.75rem]/tight font-serif font-medium md:text-4xl", onDark ? "text-white" : "text-navy-900")}>
        {title}
      </h2>
      {intro ? <p className={cn("mt-3 md:mt-4 md:text-lg", onDark ? "text-slate-200" : "text-muted")}>{intro}</p> : null}
      {children}
    </div>
  );
}
