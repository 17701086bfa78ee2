import { useId, useRef, useState } from "react";
import type { Finish, HomeContent } from "~/content/home";
import { ConsentEmbed } from "~/components/media/consent-embed";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useHydrated } from "~/lib/use-hydrated";
import { useEmbeds } from "~/lib/use-ui";

const sizes = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";

/**
 * Without JavaScript the radios still switch the picture and text: each panel follows its
 * radio through :has() (class names written out so Tailwind sees them).
 */
const followsRadio: Record<Finish["id"], string> = {
  custom: "group-has-[[value=custom]:checked]:block group-has-[[value=custom]:not(:checked)]:hidden",
  stainless: "group-has-[[value=stainless]:checked]:block group-has-[[value=stainless]:not(:checked)]:hidden",
  black: "group-has-[[value=black]:checked]:block group-has-[[value=black]:not(:checked)]:hidden",
};

/**
 * Norcool finish configurator (spec 2.3 and 4): three finishes, starting at custom panels.
 * The custom finish offers a demo video from the external media host, loaded only through
 * ConsentEmbed (PRODUCT.md 11); when it ends, the picture returns.
 */
export function FinishConfigurator({ configurator }: { configurator: HomeContent["configurator"] }) {
  const { demoVideoOrigin } = useEmbeds();
  const name = useId();
  const [selected, setSelected] = useState<Finish["id"]>(configurator.finishes[0].id);
  const [playing, setPlaying] = useState(false);
  const enhanced = useHydrated();
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);

  const custom = configurator.finishes.find((f) => f.id === "custom")!;
  const stop = () => {
    setPlaying(false);
    frameRef.current?.querySelector<HTMLElement>("[data-demo-button]")?.focus();
  };

  return (
    <section id="norcool-configurator" aria-labelledby="configurator-title" className="group bg-mist py-10 md:py-24">
      <div className="container-page grid items-start gap-6 md:gap-10 lg:grid-cols-2 lg:gap-16">
        <div ref={frameRef} className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-white shadow-xl lg:sticky lg:top-28">
          {configurator.finishes.map((finish) => (
            <div
              key={finish.id}
              data-finish={finish.id}
              className={cn(selected === finish.id ? "block" : "hidden", followsRadio[finish.id])}
            >
              <Picture image={finish.image} alt={finish.image.alt} sizes={sizes} imgClassName="block h-auto w-full" />
            </div>
          ))}
          {playing ? (
            <div className="absolute inset-0">
              <ConsentEmbed
                category="video"
                provider={new URL(demoVideoOrigin).host}
                title={configurator.demoVideo.title}
                autoLoad
                className="size-full"
                poster={<Picture image={custom.image} alt="" sizes={sizes} imgClassName="size-full object-cover" />}
              >
                {() => (
                  // eslint-disable-next-line jsx-a11y/media-has-caption -- the film is a file on the external media host, which has no caption track for it
                  <video
                    src={`${demoVideoOrigin}${configurator.demoVideo.path}`}
                    autoPlay
                    controls
                    playsInline
                    onEnded={() => setPlaying(false)}
                    onError={() => {
                      setFailed(true);
                      stop();
                    }}
                    className="size-full bg-black object-contain"
                    aria-label={configurator.demoVideo.title}
                  />
                )}
              </ConsentEmbed>
              <button type="button" onClick={stop} className={buttonClass({ variant: "secondary", size: "sm" }, "absolute top-3 right-3")}>
                <Icon name="close" />
                {configurator.demoVideo.close}
              </button>
            </div>
          ) : enhanced && selected === "custom" ? (
            <button
              type="button"
              data-demo-button=""
              onClick={() => {
                setFailed(false);
                setPlaying(true);
              }}
              className={buttonClass({ variant: "default" }, "absolute bottom-4 left-4 shadow-lg")}
            >
              <Icon name="play" />
              {configurator.demoVideo.button}
            </button>
          ) : null}
          {failed && !playing ? (
            <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-white/95 px-3 py-2 text-sm text-danger shadow">
              {configurator.demoVideo.failed}
            </p>
          ) : null}
        </div>

        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brass-700">{configurator.eyebrow}</p>
          <h2 id="configurator-title" className="mt-2 text-[1.75rem]/tight font-serif font-medium text-navy-900 md:text-4xl">
            {configurator.title}
          </h2>
          <p className="mt-3 text-muted md:mt-4 md:text-lg">{configurator.intro}</p>
          <fieldset className="mt-6 md:mt-8">
            <legend className="text-sm font-semibold text-navy-900">{configurator.legend}</legend>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
              {configurator.finishes.map((finish) => (
                <label
                  key={finish.id}
                  className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-line bg-white p-2 text-center text-sm transition-colors sm:flex-row sm:gap-3 sm:p-3 sm:text-left sm:text-base hover:border-navy-700 has-[:checked]:border-navy-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-600"
                >
                  <input
                    type="radio"
                    name={name}
                    value={finish.id}
                    checked={selected === finish.id}
                    onChange={() => {
                      setSelected(finish.id);
                      setPlaying(false);
                    }}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="size-8 shrink-0 rounded-full ring-1 ring-black/20"
                    style={{ backgroundColor: finish.color }}
                  />
                  <span className="font-medium text-navy-900">{finish.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" className="mt-3 min-h-14 md:mt-4">
            {configurator.finishes.map((finish) => (
              <p key={finish.id} className={cn("text-ink", selected === finish.id ? "block" : "hidden", followsRadio[finish.id])}>
                <span className="font-semibold">{fill(configurator.finishLabel, { name: finish.name })}</span> {finish.description}
              </p>
            ))}
          </div>
          <h3 className="mt-6 text-lg font-semibold text-navy-900 md:mt-8">{configurator.featuresTitle}</h3>
          {/* The dealer popup keeps clear of the key features (PRODUCT.md 20). */}
          <ul data-popup-avoid="" className="mt-3 grid gap-2 sm:grid-cols-2 md:mt-4 md:gap-4">
            {configurator.features.map((feature) => (
              <li key={feature.title} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm md:p-4">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-ok" />
                <span>
                  <span className="block font-semibold text-navy-900">{feature.title}</span>
                  <span className="text-sm text-muted">{feature.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
