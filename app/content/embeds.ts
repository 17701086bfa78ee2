/**
 * Third-party hosts the site may load from, only after the visitor allows them
 * (PRODUCT.md 11). The server's Content-Security-Policy is built from this list, so an
 * embed whose host is not here is blocked by the browser.
 */
const env = import.meta.env;

export const embeds = {
  /** Map tiles for the dealer locator (PRODUCT.md 12). */
  mapTiles: {
    url: env.PUBLIC_MAP_TILE_URL || "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    /** Where the map data's licence is; the credit's words are the dealer locator's (app/content/dealer-locator.ts). */
    licence: "https://www.openstreetmap.org/copyright",
    provider: "OpenStreetMap",
  },
  /** Embedded map of the office on the home page's contact section. */
  officeMap: {
    url:
      env.PUBLIC_OFFICE_MAP_URL ||
      "https://www.openstreetmap.org/export/embed.html?bbox=4.85%2C52.34%2C4.95%2C52.40&layer=mapnik&marker=52.370%2C4.900",
    provider: "OpenStreetMap",
  },
  /** Embedded video player (PeVino's brand video, spec 2.8). */
  videoPlayer: {
    origin: env.PUBLIC_VIDEO_PLAYER_ORIGIN || "https://www.youtube-nocookie.com",
    provider: "YouTube",
  },
  /** Host of the finish configurator's demo video file (spec 2.3). */
  demoVideoOrigin: env.PUBLIC_DEMO_VIDEO_ORIGIN || "https://media.example-cdn.nl",
} as const;

function originOf(url: string): string {
  return new URL(url.replace(/\{[a-z]\}/g, "a")).origin.replace("://a.", "://*.");
}

/** The embeds a visitor can load, by name: the cookie page lists each one's host. */
export type EmbedId = "videoPlayer" | "demoVideo" | "officeMap" | "mapTiles";

/**
 * The host each embed contacts once the visitor loads it ("*.tile.example.org" where the
 * tile address names a subdomain per request), for the cookie page
 * (content/legal/cookies.<lang>.yml, app/content/legal/schema.server.ts), so its list follows these settings.
 */
export function embedHosts(): Record<EmbedId, string> {
  const host = (url: string) => originOf(url).replace(/^[a-z]+:\/\//, "");
  return {
    videoPlayer: host(embeds.videoPlayer.origin),
    demoVideo: host(embeds.demoVideoOrigin),
    officeMap: host(embeds.officeMap.url),
    mapTiles: host(embeds.mapTiles.url),
  };
}

/** CSP sources per directive for the embeds above. */
export function embedCspSources(): { img: string[]; frame: string[]; media: string[] } {
  return {
    img: [originOf(embeds.mapTiles.url)],
    frame: [originOf(embeds.officeMap.url), embeds.videoPlayer.origin],
    media: [embeds.demoVideoOrigin],
  };
}
