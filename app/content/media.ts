/**
 * Texts of the media components (app/components/media/): a hero film's controls, the
 * no-audio toast (spec 8 and 9), the click-to-load prompt for third-party embeds and the
 * kinds of embeds (PRODUCT.md 11; the cookie page's panel takes its own words from
 * ./legal/labels.ts). `{name}` placeholders are
 * filled in by the components. Translated beside this file (./media.nl.ts, …).
 */
export interface MediaCopy {
  video: {
    /** The film's state, beside a play or pause sign (medium and wider screens). */
    playing: string;
    paused: string;
    mute: string;
    unmute: string;
    /** `{label}`: what plays, e.g. "Norcool background video"; names the buttons. */
    muteLabel: string;
    unmuteLabel: string;
    pauseLabel: string;
    playLabel: string;
  };
  /** Spec 8: shown when a film without sound is unmuted. */
  noAudio: { title: string; description: string };
  consent: {
    playVideo: string;
    loadMap: string;
    /** `{title}`: what loads, read after the button's label. */
    titleNote: string;
    /** `{provider}`: once the visitor has chosen to always load this kind. */
    loadsFrom: string;
    /** `{provider}`: before the first load; ends with a space, the link follows. */
    connects: { video: string; maps: string };
    /** Link to the cookie page. */
    more: string;
    always: { video: string; maps: string };
  };
  /** The kinds of embeds a visitor chooses about (app/lib/consent.ts). */
  categories: {
    video: { label: string; description: string };
    maps: { label: string; description: string };
  };
}

export const media = {
  video: {
    playing: "Playing",
    paused: "Paused",
    mute: "Mute",
    unmute: "Unmute",
    muteLabel: "Mute {label}",
    unmuteLabel: "Unmute {label}",
    pauseLabel: "Pause {label}",
    playLabel: "Play {label}",
  },
  noAudio: {
    title: "Video has no audio",
    description: "This video does not contain an audio track.",
  },
  consent: {
    playVideo: "Play video",
    loadMap: "Load map",
    titleNote: ": {title}",
    loadsFrom: "Loads from {provider}.",
    connects: {
      video: "Loading this video connects to {provider}, which may set cookies. ",
      maps: "Loading this map connects to {provider}, which may set cookies. ",
    },
    more: "More about embeds",
    always: { video: "Always load videos", maps: "Always load maps" },
  },
  categories: {
    video: { label: "Videos", description: "Product and brand videos played from external video hosts." },
    maps: { label: "Maps", description: "Interactive maps and map tiles loaded from an external map service." },
  },
} satisfies MediaCopy;
