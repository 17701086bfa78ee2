import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useEmbeds } from "~/lib/use-ui";
import { ConsentEmbed } from "./consent-embed";
import { backgroundPlayerUrl } from "./player-url";
import { mayAutoplay } from "./playback";
import { VideoControls } from "./video-controls";

/** Tells the backdrop that consent was given; ConsentEmbed renders it in place of the prompt. */
function Activate({ onActive }: { onActive: () => void }) {
  useEffect(onActive, [onActive]);
  return null;
}

/**
 * A background film played by the video service's player (PeVino, spec 2.8). Nothing is
 * requested from the service until the visitor allows videos (PRODUCT.md 11); the prompt
 * sits at the bottom of the hero. Once loaded, the mute toggle reloads the player with the
 * new setting, since the embed only takes it from its address (spec 4).
 *
 * Renders the player layer (z -20) and the prompt or controls (bottom); the hero section
 * must be `relative isolate`.
 */
export function EmbedBackdrop({ videoId, label }: { videoId: string; label: string }) {
  const player = useEmbeds().videoPlayer;
  const [active, setActive] = useState(false);
  const [muted, setMuted] = useState(true);
  // A remembered "always load videos" starts the film by itself, except for visitors who
  // ask for reduced motion or data; they still get the prompt. Only in the browser.
  const autoLoad = useHydrated() && mayAutoplay();

  return (
    <>
      {active ? (
        <div className="pointer-events-none absolute inset-0 -z-20 overflow-hidden [container-type:size]" data-embed-backdrop="">
          <iframe
            src={backgroundPlayerUrl(videoId, muted, player.origin)}
            title={label}
            tabIndex={-1}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            // A 16:9 player scaled to cover the hero, like object-fit: cover.
            className="absolute left-1/2 top-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0"
          />
        </div>
      ) : null}
      <div className="absolute inset-x-4 bottom-4 z-10 flex justify-end md:left-auto md:right-4">
        {active ? (
          <VideoControls label={label} playing muted={muted} onToggleMute={() => setMuted((m) => !m)} />
        ) : (
          <ConsentEmbed
            category="video"
            provider={player.provider}
            title={label}
            autoLoad={autoLoad}
            className="w-full rounded-xl bg-navy-950/80 backdrop-blur-sm md:w-80"
          >
            {() => <Activate onActive={() => setActive(true)} />}
          </ConsentEmbed>
        )}
      </div>
    </>
  );
}
