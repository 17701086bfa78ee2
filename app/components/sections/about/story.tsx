import type { AboutCopy } from "~/content/about";
import { SectionTitle } from "~/components/ui/section-title";

/** Our story, with the mission beside it (spec 2.1). */
export function AboutStory({ story, mission }: { story: AboutCopy["story"]; mission: AboutCopy["mission"] }) {
  return (
    <section aria-labelledby="story" className="container-page grid gap-12 py-16 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <SectionTitle id="story" title={story.title} />
        {story.paragraphs.map((p) => (
          <p key={p.slice(0, 20)} className="mt-4 text-lg leading-8 text-ink">
            {p}
          </p>
        ))}
      </div>
      <aside aria-labelledby="mission" className="rounded-xl bg-mist p-8">
        <h2 id="mission" className="text-xl font-semibold text-navy-900">
          {mission.title}
        </h2>
        <blockquote className="mt-4 border-l-4 border-brass-400 pl-4 font-serif text-lg italic leading-8 text-navy-900">
          {mission.text}
        </blockquote>
      </aside>
    </section>
  );
}
