import type { MediaCopy } from "./media";

/** Dutch (nl) translation of ./media.ts. */
export const media: MediaCopy = {
  video: {
    playing: "Speelt af",
    paused: "Gepauzeerd",
    mute: "Geluid uit",
    unmute: "Geluid aan",
    muteLabel: "Geluid uit: {label}",
    unmuteLabel: "Geluid aan: {label}",
    pauseLabel: "{label} pauzeren",
    playLabel: "{label} afspelen",
  },
  noAudio: {
    title: "Video heeft geen geluid",
    description: "Deze video bevat geen geluidsspoor.",
  },
  consent: {
    playVideo: "Video afspelen",
    loadMap: "Kaart laden",
    titleNote: ": {title}",
    loadsFrom: "Wordt geladen van {provider}.",
    connects: {
      video: "Als je deze video laadt, wordt er verbinding gemaakt met {provider}, dat cookies kan plaatsen. ",
      maps: "Als je deze kaart laadt, wordt er verbinding gemaakt met {provider}, dat cookies kan plaatsen. ",
    },
    more: "Meer over ingesloten inhoud",
    always: { video: "Video’s altijd laden", maps: "Kaarten altijd laden" },
  },
  categories: {
    video: { label: "Video’s", description: "Product- en merkvideo’s die worden afgespeeld vanaf externe videodiensten." },
    maps: { label: "Kaarten", description: "Interactieve kaarten en kaarttegels die worden geladen van een externe kaartdienst." },
  },
};
