import { z } from "zod";
import type { EmbedId, Embeds } from "./embeds";
import { content as siteContent, type createContent } from "./load.server";
import { withSettings, type Settings } from "./settings.server";

/**
 * The embeds' settings (PRODUCT.md 11): content/company/embeds.yml, each address
 * overridable by a `PUBLIC_*` setting at build (./settings.server.ts).
 * The server's Content-Security-Policy is built from them (server/security-headers.ts),
 * so an embed whose host is not here is blocked by the browser.
 */
const EMBEDS = "content/company/embeds.yml";

const text = z.string().regex(/\S/, "must not be empty");
const https = z.url({ protocol: /^https$/, error: "must be an https:// address" });
/** "https://host": scheme and host, nothing after. */
const origin = https.refine((v) => new URL(v).origin === v, "an origin: https:// and the host, no path or slash after it");
const tiles = https.refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "a tile address with {z}, {x} and {y}");

export const embedsSchema = z.strictObject({
  mapTiles: z.strictObject({ url: tiles, licence: https, provider: text }),
  officeMap: z.strictObject({ url: https, provider: text }),
  videoPlayer: z.strictObject({ origin, provider: text }),
  demoVideoOrigin: origin,
});
const _embeds = (v: z.infer<typeof embedsSchema>): Embeds => v;

/** The build's settings over the file's values, by the field they override (README "Configuration"). */
const overrides = {
  PUBLIC_MAP_TILE_URL: ["mapTiles", "url"],
  PUBLIC_OFFICE_MAP_URL: ["officeMap", "url"],
  PUBLIC_VIDEO_PLAYER_ORIGIN: ["videoPlayer", "origin"],
  PUBLIC_DEMO_VIDEO_ORIGIN: ["demoVideoOrigin"],
} as const;

/** The embeds from a content folder and the build's settings; the site's is below, tests make their own. */
export function readEmbeds(from: ReturnType<typeof createContent>, env: Settings): Embeds {
  return withSettings(EMBEDS, from.readEntry("company", "embeds", embedsSchema), embedsSchema, overrides, env);
}

export const embeds: Embeds = readEmbeds(siteContent, import.meta.env);

function originOf(url: string): string {
  return new URL(url.replace(/\{[a-z]\}/g, "a")).origin.replace("://a.", "://*.");
}

/**
 * The host each embed contacts once the visitor loads it ("*.tile.example.org" where the
 * tile address names a subdomain per request), for the cookie page
 * (app/content/legal/cookies.ts), so its list follows these settings.
 */
export function embedHosts(from: Embeds = embeds): Record<EmbedId, string> {
  const host = (url: string) => originOf(url).replace(/^[a-z]+:\/\//, "");
  return {
    videoPlayer: host(from.videoPlayer.origin),
    demoVideo: host(from.demoVideoOrigin),
    officeMap: host(from.officeMap.url),
    mapTiles: host(from.mapTiles.url),
  };
}

/** CSP sources per directive for the embeds above. */
export function embedCspSources(from: Embeds = embeds): { img: string[]; frame: string[]; media: string[] } {
  return {
    img: [originOf(from.mapTiles.url)],
    frame: [originOf(from.officeMap.url), from.videoPlayer.origin],
    media: [from.demoVideoOrigin],
  };
}
