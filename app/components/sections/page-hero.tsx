import type { ReactNode } from "react";

/** The heading band at the top of content pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="on-dark bg-gradient-to-br from-navy-900 to-navy-800 text-white">
      <div className="container-page py-14 md:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brass-300">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl font-serif text-3xl font-medium md:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-slate-200">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
