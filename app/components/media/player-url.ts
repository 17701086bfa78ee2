/**
 * Address of the video service's player for a background film (spec 2.8, PeVino): plays
 * at once, loops, no controls or related videos. `muted` is part of the address, so
 * switching sound on or off reloads the player (spec 4). `origin` is the player's
 * (content/company/embeds.yml, `useEmbeds().videoPlayer`).
 */
export function backgroundPlayerUrl(videoId: string, muted: boolean, origin: string): string {
  const params = new URLSearchParams({
    autoplay: "1",
    mute: muted ? "1" : "0",
    loop: "1",
    // The service loops a single video only when it is also its own playlist.
    playlist: videoId,
    controls: "0",
    playsinline: "1",
    rel: "0",
    disablekb: "1",
    iv_load_policy: "3",
  });
  return `${origin.replace(/\/+$/, "")}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** The page where the film can be watched on the service itself (VideoObject contentUrl). */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
