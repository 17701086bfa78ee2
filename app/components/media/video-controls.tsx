import { IconSwap } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

// No display value here: each control says where it shows (Tailwind orders display
// utilities by its own rules, so "inline-flex hidden" would not hide).
const round =
  "min-h-11 items-center gap-2 rounded-full bg-navy-950/75 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur-sm";
// cn() joins classes without merging them, so the padding is not in `round`: a "px-0"
// beside a "px-4" would lose to it and squeeze the round pause button's icon.
const pill = `${round} px-4`;

/**
 * Controls of a hero's background film (spec 2.8): a Playing/Paused indicator and a
 * Mute/Unmute button on medium and wider screens, and on every screen a pause button,
 * because moving content that starts by itself must be possible to stop (WCAG 2.2.2).
 * The round button is 44 px, a phone's tap target for a main control.
 *
 * Every part is in the server's HTML, `hidden` where it does not apply yet (the whole row
 * until the player works, one icon of each pair), so hydration adopts it and a change of
 * state only turns attributes and words: the browser builds no elements for it while the
 * page is still loading, and every icon is drawn from the page.
 */
export function VideoControls({
  label,
  playing,
  muted,
  onToggleMute,
  onTogglePlay,
  hidden = false,
  className,
}: {
  /** What plays, for button names, e.g. "Norcool background video". */
  label: string;
  playing: boolean;
  muted: boolean;
  onToggleMute: () => void;
  /** Omitted where the player cannot be paused from the page (an embedded player). */
  onTogglePlay?: () => void;
  /** Until the player can be used (before hydration). */
  hidden?: boolean;
  className?: string;
}) {
  const { video } = useUi().media;
  return (
    <div className={cn("flex items-center gap-2", className)} data-video-controls="" hidden={hidden}>
      {/* The film's state in words, with a still sign: a pulsing red dot would read as
          "recording". */}
      <span className={cn(pill, "hidden md:inline-flex")} data-playing-indicator={playing ? "playing" : "paused"}>
        <IconSwap names={["play", "pause"]} shown={playing ? "play" : "pause"} className="size-3.5 text-brass-300" />
        {playing ? video.playing : video.paused}
      </span>
      <button
        type="button"
        className={cn(pill, "hidden hover:bg-navy-900 md:inline-flex")}
        onClick={onToggleMute}
        aria-label={fill(muted ? video.unmuteLabel : video.muteLabel, { label })}
        data-mute-toggle={muted ? "muted" : "unmuted"}
      >
        <IconSwap names={["volumeOff", "volume"]} shown={muted ? "volumeOff" : "volume"} className="size-4" />
        <span aria-hidden="true">{muted ? video.unmute : video.mute}</span>
      </button>
      {onTogglePlay ? (
        <button
          type="button"
          className={cn(round, "inline-flex w-11 justify-center hover:bg-navy-900")}
          onClick={onTogglePlay}
          aria-label={fill(playing ? video.pauseLabel : video.playLabel, { label })}
          data-play-toggle={playing ? "playing" : "paused"}
        >
          <IconSwap names={["pause", "play"]} shown={playing ? "pause" : "play"} className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
