import type { MediaCopy } from "./media";

/** French (fr) translation of ./media.ts. */
export const media: MediaCopy = {
  video: {
    playing: "En lecture",
    paused: "En pause",
    mute: "Couper le son",
    unmute: "Activer le son",
    muteLabel: "Couper le son : {label}",
    unmuteLabel: "Activer le son : {label}",
    pauseLabel: "Mettre en pause : {label}",
    playLabel: "Lire : {label}",
  },
  noAudio: {
    title: "Vidéo sans son",
    description: "Cette vidéo ne contient pas de piste audio.",
  },
  consent: {
    playVideo: "Lire la vidéo",
    loadMap: "Charger la carte",
    titleNote: " : {title}",
    loadsFrom: "Chargé depuis {provider}.",
    connects: {
      video: "Charger cette vidéo établit une connexion avec {provider}, qui peut déposer des cookies. ",
      maps: "Charger cette carte établit une connexion avec {provider}, qui peut déposer des cookies. ",
    },
    more: "En savoir plus sur les contenus intégrés",
    always: { video: "Toujours charger les vidéos", maps: "Toujours charger les cartes" },
  },
  categories: {
    video: { label: "Vidéos", description: "Vidéos de produits et de marques lues depuis des services vidéo externes." },
    maps: { label: "Cartes", description: "Cartes interactives et tuiles de carte chargées depuis un service de cartographie externe." },
  },
};
