/**
 * The shapes of the embeds' settings: the third-party hosts the site may load from, only
 * after the visitor allows them (PRODUCT.md 11). The values are content,
 * content/company/embeds.yml, read and checked by ./embeds.server.ts; components get them
 * from the root loader (`useEmbeds()`).
 */
export interface Embeds {
  /** Map tiles for the dealer locator (PRODUCT.md 12): a tile address with {z}, {x} and {y}. */
  mapTiles: {
    url: string;
    /** Where the map data's licence is; the credit's words are the dealer locator's. */
    licence: string;
    provider: string;
  };
  /** Embedded map of the office on the home page's contact section. */
  officeMap: { url: string; provider: string };
  /** Embedded video player (PeVino's brand video, spec 2.8). */
  videoPlayer: { origin: string; provider: string };
  /** Host of the finish configurator's demo video file (spec 2.3). */
  demoVideoOrigin: string;
}

/** The embeds a visitor can load, by name: the cookie page lists each one's host. */
export type EmbedId = "videoPlayer" | "demoVideo" | "officeMap" | "mapTiles";
