import type { BecomeDealerCopy } from "~/content/become-dealer";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useSite, useUi } from "~/lib/use-ui";

/** Apply Now (dealer portal register page, new tab) and the brochure PDF (spec 2.4). */
export function DealerActions({ brochure, onDark = false }: { brochure: BecomeDealerCopy["brochure"]; onDark?: boolean }) {
  const site = useSite();
  const { common, becomeDealerLabels } = useUi();
  return (
    <>
      <a
        href={site.portal.register}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: onDark ? "secondary" : "default", size: "lg" })}
      >
        {becomeDealerLabels.apply}
        <Icon name="external" />
        <span className="sr-only">{becomeDealerLabels.applyNote}</span>
      </a>
      <a
        href={brochure.href}
        download
        className={buttonClass({ variant: "outline", size: "lg" }, onDark ? "text-white hover:bg-white/10" : "text-navy-900")}
      >
        <Icon name="download" />
        {brochure.label}
        <span className="sr-only">{common.pdf}</span>
      </a>
    </>
  );
}
