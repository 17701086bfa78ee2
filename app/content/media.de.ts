import type { MediaCopy } from "./media";

/** German (de) translation of ./media.ts. */
export const media: MediaCopy = {
  video: {
    playing: "Läuft",
    paused: "Pausiert",
    mute: "Ton aus",
    unmute: "Ton an",
    muteLabel: "Ton aus: {label}",
    unmuteLabel: "Ton an: {label}",
    pauseLabel: "{label} anhalten",
    playLabel: "{label} abspielen",
  },
  noAudio: {
    title: "Video ohne Ton",
    description: "Dieses Video enthält keine Tonspur.",
  },
  consent: {
    playVideo: "Video abspielen",
    loadMap: "Karte laden",
    titleNote: ": {title}",
    loadsFrom: "Wird von {provider} geladen.",
    connects: {
      video: "Beim Laden dieses Videos wird eine Verbindung zu {provider} hergestellt; dabei können Cookies gesetzt werden. ",
      maps: "Beim Laden dieser Karte wird eine Verbindung zu {provider} hergestellt; dabei können Cookies gesetzt werden. ",
    },
    more: "Mehr über eingebettete Inhalte",
    always: { video: "Videos immer laden", maps: "Karten immer laden" },
  },
  categories: {
    video: { label: "Videos", description: "Produkt- und Markenvideos, die über externe Videodienste abgespielt werden." },
    maps: { label: "Karten", description: "Interaktive Karten und Kartenkacheln, die von einem externen Kartendienst geladen werden." },
  },
};
