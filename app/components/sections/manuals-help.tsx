import { LocalLink } from "~/components/ui/smart-link";
import type { ManualsPageCopy } from "~/content/manuals-page";
import { useSite } from "~/lib/use-ui";

/** Under the manuals: where to ask for one that is not listed (spec 2.6). */
export function ManualsHelp({ help }: { help: ManualsPageCopy["help"] }) {
  const site = useSite();
  return (
    <section aria-labelledby="manuals-help" className="container-page pb-16">
      <div className="flex flex-col gap-4 rounded-xl bg-mist p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 id="manuals-help" className="text-xl font-semibold text-navy-900">
            {help.title}
          </h2>
          <p className="mt-1 text-ink">
            {help.text.before}{" "}
            <a href={`mailto:${site.mailboxes.technical}`} className="font-medium text-navy-700 underline underline-offset-2">
              {site.mailboxes.technical}
            </a>
            {help.text.after}
          </p>
        </div>
        <LocalLink to="/service-request" className="shrink-0 font-medium text-navy-700 underline underline-offset-2">
          {help.link}
        </LocalLink>
      </div>
    </section>
  );
}
