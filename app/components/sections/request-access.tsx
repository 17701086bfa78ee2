import type { RequestAccessCopy } from "~/content/request-access";
import { HeroPanel } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { useSite } from "~/lib/use-ui";

/** The hero's card on /request-access: the steps to dealer access (spec 2.4). */
export function RequestAccessHow({ how }: { how: RequestAccessCopy["how"] }) {
  return (
    <HeroPanel>
      <h2 className="hero-kicker">{how.title}</h2>
      <ol className="mt-5 grid gap-4 md:grid-cols-3 lg:grid-cols-1">
        {how.steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden="true" className="hero-step">
              {i + 1}
            </span>
            <span className="pt-1 text-slate-100">{step}</span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}

/** Under the hero: the button that opens the request e-mail, and a word for existing and would-be dealers. */
export function RequestAccessAsk({ copy }: { copy: RequestAccessCopy }) {
  const site = useSite();
  const { how, ask, mail } = copy;
  const mailto = `mailto:${site.mailboxes.resources}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body.join("\n"))}`;
  return (
    <section aria-labelledby="request-access-ask" className="container-page grid gap-8 py-14 lg:grid-cols-5 lg:py-20">
      <div className="rounded-xl border border-line bg-mist p-6 sm:p-8 lg:col-span-3">
        <h2 id="request-access-ask" className="font-serif text-2xl font-medium text-navy-900">
          {ask.title}
        </h2>
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
      <p className="flex gap-3 self-center text-ink lg:col-span-2">
        <Icon name="users" className="mt-1 size-5 shrink-0 text-brass-700" />
        <span className="leading-7">
          {how.note.before}
          <LocalLink to="/become-dealer" className="font-medium text-navy-700 underline underline-offset-2">
            {how.note.link}
          </LocalLink>
          {how.note.after}
        </span>
      </p>
    </section>
  );
}
