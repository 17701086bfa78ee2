import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";
import { mayAutoplay, whenIdleAfterLoad } from "./playback";
import { VideoControls } from "./video-controls";

/** Spec 8 and 9: the no-audio toast (its texts: content/media/labels.yml) shows for 3 seconds. */
const NO_AUDIO_TOAST_MS = 3000;

/**
 * A looping, muted background film served by this site (spec 2.8), laid over the hero's
 * poster. It fetches nothing until the page has loaded (preload="none"), then starts by
 * itself unless the visitor asked for reduced motion or reduced data (PRODUCT.md 17);
 * it fades in once it really plays, so the poster is what paints first.
 *
 * Renders the <video> (behind the hero's overlay, z -20) and its controls (bottom right);
 * the hero section must be `relative isolate`.
 */
export function BackgroundVideo({ sources, label }: { sources: readonly { src: string; type: string }[]; label: string }) {
  const { media } = useUi();
  const ref = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Once the film has played it stays in view when paused; before that the poster shows.
  const [started, setStarted] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setReady(true);
    // React does not always carry `muted` into the server's HTML; autoplay needs it.
    video.muted = true;
    const onPlaying = () => {
      setPlaying(true);
      setStarted(true);
    };
    const onPause = () => setPlaying(false);
    video.addEventListener("playing", onPlaying);
    video.addEventListener("pause", onPause);
    // Started in a task of its own once the page is quiet, not inside hydration.
    const cancel = mayAutoplay()
      ? whenIdleAfterLoad(() => {
          video.preload = "auto";
          // play() rejects when the browser refuses autoplay; the poster then stays.
          video.play().catch(() => {});
        })
      : () => {};
    return () => {
      cancel();
      video.removeEventListener("playing", onPlaying);
      video.removeEventListener("pause", onPause);
    };
  }, []);

  async function toggleMute() {
    const video = ref.current;
    if (!video) return;
    if (!muted) {
      video.muted = true;
      setMuted(true);
      return;
    }
    // The check loads with the first unmute: no film plays its sound before a click.
    const { detectAudio } = await import("./audio-track");
    if ((await detectAudio(video)) === "absent") {
      toast({ ...media.noAudio, durationMs: NO_AUDIO_TOAST_MS, variant: "info" });
      return;
    }
    video.muted = false;
    setMuted(false);
  }

  function togglePlay() {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.preload = "auto";
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  }

  return (
    <>
      <video
        ref={ref}
        className={cn(
          "pointer-events-none absolute inset-0 -z-20 size-full object-cover transition-opacity [object-position:var(--focus-x,50%)_50%] duration-1000 motion-reduce:transition-none",
          started ? "opacity-100" : "opacity-0",
        )}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        disablePictureInPicture
        data-background-video=""
      >
        {sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
      </video>
      <VideoControls
        label={label}
        playing={playing}
        muted={muted}
        onToggleMute={() => void toggleMute()}
        onTogglePlay={togglePlay}
        hidden={!ready}
        className="absolute bottom-4 right-4 z-10"
      />
    </>
  );
}
