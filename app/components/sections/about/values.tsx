import type { AboutCopy } from "~/content/about";
import { buttonClass } from "~/components/ui/button";
import { SectionTitle } from "~/components/ui/section-title";
import { LocalLink } from "~/components/ui/smart-link";

/** The three core values (spec 2.1), then the way on: contact, or become a dealer. */
export function AboutValues({ values, links }: { values: AboutCopy["values"]; links: AboutCopy["links"] }) {
  return (
    <section aria-labelledby="values" className="bg-mist">
      <div className="container-page py-16">
        <SectionTitle id="values" title={values.title} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {values.items.map((v) => (
            <li key={v.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{v.title}</h3>
              <p className="mt-2 text-muted">{v.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <LocalLink to={links.contact.to} className={buttonClass({ size: "lg" })}>
            {links.contact.label}
          </LocalLink>
          <LocalLink to={links.becomeDealer.to} className={buttonClass({ variant: "outline", size: "lg" })}>
            {links.becomeDealer.label}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
