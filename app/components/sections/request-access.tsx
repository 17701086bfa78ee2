import type { RequestAccessCopy } from "~/content/request-access";
import { site } from "~/content/site";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";

/** The steps to dealer access, and the button that opens the request e-mail (spec 2.4). */
export function RequestAccessSteps({ copy }: { copy: RequestAccessCopy }) {
  const { how, ask, mail } = copy;
  const mailto = `mailto:${site.mailboxes.resources}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body.join("\n"))}`;
  return (
    <section className="container-page grid gap-10 py-16 lg:grid-cols-2">
      <div className="prose-page">
        <h2>{how.title}</h2>
        <ol>
          {how.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {how.note.before}
          <LocalLink to="/become-dealer">{how.note.link}</LocalLink>
          {how.note.after}
        </p>
      </div>
      <div className="rounded-xl border border-line bg-mist p-8">
        <h2 className="text-xl font-semibold text-navy-900">{ask.title}</h2>
        <p className="mt-2 text-muted">
          {ask.text.before}{" "}
          <a className="font-medium text-navy-700 underline" href={`mailto:${site.mailboxes.resources}`}>
            {site.mailboxes.resources}
          </a>
          {ask.text.after}
        </p>
        <a href={mailto} className={buttonClass({ size: "lg" }, "mt-6")}>
          <Icon name="mail" />
          {` ${ask.button}`}
        </a>
      </div>
    </section>
  );
}
