import type { ReactNode } from "react";
import type { WithLink } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/** The screen of a page that failed: what happened and a link (`children`) to go on from. */
export function ErrorScreen({ text, children }: { text: WithLink; children: ReactNode }) {
  const { error } = useUi().errorPages;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="font-serif text-3xl font-medium text-navy-900">{error.title}</h1>
      <p className="mt-4 text-muted">
        {text.before} {children}
        {text.after}
      </p>
    </section>
  );
}
