/**
 * The shape of the media components' texts (app/components/media/): a hero film's controls,
 * the no-audio toast (spec 8 and 9), the click-to-load prompt for third-party embeds and the
 * kinds of embeds (PRODUCT.md 11; the cookie page's panel takes its own words from
 * content/legal/labels.yml). `{name}` placeholders are filled in by the components.
 * The texts are content/media/labels.yml, read and checked by ./i18n/brands.server.ts.
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
