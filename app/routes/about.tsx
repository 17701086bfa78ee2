import { Link } from "react-router";
import { about } from "~/content/about";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";
import { site } from "~/content/site";

export const meta = () =>
  pageMeta({
    ...pages["/about"],
    path: "/about",
    jsonLd: [breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, { name: "About us", path: "/about" }])],
  });

export default function About() {
  return (
    <>
      <PageHero eyebrow="About us" title="Premium appliances, personally supported" intro={about.intro} />
      <section aria-labelledby="story" className="container-page grid gap-12 py-16 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 id="story" className="text-2xl font-semibold text-navy-900 md:text-3xl">
            Our story
          </h2>
          {about.story.map((p) => (
            <p key={p.slice(0, 20)} className="mt-4 text-lg leading-8 text-ink">
              {p}
            </p>
          ))}
        </div>
        <aside aria-labelledby="mission" className="rounded-xl bg-mist p-8">
          <h2 id="mission" className="text-xl font-semibold text-navy-900">
            Our mission
          </h2>
          <blockquote className="mt-4 border-l-4 border-brass-400 pl-4 font-serif text-lg italic leading-8 text-navy-900">
            {about.mission}
          </blockquote>
        </aside>
      </section>
      <section aria-labelledby="stats-title" className="bg-navy-900 on-dark">
        <h2 id="stats-title" className="sr-only">
          In figures
        </h2>
        <dl className="container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4">
          {about.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-300">{s.label}</dt>
              <dd className="text-2xl font-semibold text-brass-300 md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="commitment" className="container-page py-16">
        <h2 id="commitment" className="text-2xl font-semibold text-navy-900 md:text-3xl">
          Our commitment
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {about.commitment.map((c) => (
            <li key={c} className="flex gap-3 rounded-lg border border-line p-5">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-ok" />
              <span>{c}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="values" className="bg-mist">
        <div className="container-page py-16">
          <h2 id="values" className="text-2xl font-semibold text-navy-900 md:text-3xl">
            Our core values
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {about.values.map((v) => (
              <li key={v.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-navy-900">{v.title}</h3>
                <p className="mt-2 text-muted">{v.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClass({ size: "lg" })}>
              Contact us
            </Link>
            <Link to="/become-dealer" className={buttonClass({ variant: "outline", size: "lg" })}>
              Become a dealer
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
