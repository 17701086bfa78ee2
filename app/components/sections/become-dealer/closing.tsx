import type { BecomeDealerCopy } from "~/content/become-dealer";
import { useSite, useUi } from "~/lib/use-ui";
import { DealerActions } from "./actions";
import { SectionTitle } from "~/components/ui/section-title";

const linkClass = "font-medium text-navy-700 underline underline-offset-2";

/** The page's last call to apply, with the way to ask a question first (spec 2.4). */
export function DealerClosing({ closing, brochure }: { closing: BecomeDealerCopy["closing"]; brochure: BecomeDealerCopy["brochure"] }) {
  const site = useSite();
  const { questions } = useUi().becomeDealerLabels;
  return (
    <section aria-labelledby="closing-title" className="container-page py-16 text-center md:py-20">
      <SectionTitle id="closing-title" title={closing.title} intro={closing.text} centered />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <DealerActions brochure={brochure} />
      </div>
      <p className="mt-8 text-sm text-muted">
        {questions.before}{" "}
        <a href={`mailto:${site.mailboxes.info}`} className={linkClass}>
          {site.mailboxes.info}
        </a>{" "}
        {questions.between}{" "}
        <a href={site.phoneHref} className={linkClass}>
          {site.phone}
        </a>
        {questions.after}
      </p>
    </section>
  );
}
