import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The card a page's form sits in (/contact, /service-request): title, intro, the form. */
export function FormPanel({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border border-line bg-paper p-6 shadow-sm sm:p-8", className)}>
      <h2 id={id} className="font-serif text-2xl font-medium text-navy-900">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-muted">{intro}</p>
      {children}
    </section>
  );
}
