/**
 * Whether a video has an audio track (spec 4 and 8: unmuting a video without one shows
 * the no-audio toast). Browsers expose this differently: `audioTracks` (Safari),
 * `mozHasAudio` (Firefox), and in Chromium only `webkitAudioDecodedByteCount`, which is
 * meaningful once some of the video has played.
 */
export type AudioPresence = "present" | "absent" | "unknown";

export interface MediaWithAudioHints {
  readyState: number;
  paused: boolean;
  played: { length: number; start(i: number): number; end(i: number): number };
  audioTracks?: { length: number };
  mozHasAudio?: boolean;
  webkitAudioDecodedByteCount?: number;
}

/** Seconds of playback needed before a zero decoded-audio count means "no audio". */
const MIN_PLAYED_SECONDS = 0.3;

const HAVE_METADATA = 1;

function playedSeconds(media: MediaWithAudioHints): number {
  let total = 0;
  for (let i = 0; i < media.played.length; i++) total += media.played.end(i) - media.played.start(i);
  return total;
}

export function audioPresence(media: MediaWithAudioHints): AudioPresence {
  if (media.readyState < HAVE_METADATA) return "unknown";
  if (media.audioTracks && typeof media.audioTracks.length === "number") {
    return media.audioTracks.length > 0 ? "present" : "absent";
  }
  if (typeof media.mozHasAudio === "boolean") return media.mozHasAudio ? "present" : "absent";
  if (typeof media.webkitAudioDecodedByteCount === "number") {
    if (media.webkitAudioDecodedByteCount > 0) return "present";
    if (playedSeconds(media) >= MIN_PLAYED_SECONDS) return "absent";
  }
  return "unknown";
}

/**
 * Resolves the audio presence as soon as it is known, waiting for a little playback if
 * the browser needs it; "unknown" when the video is paused or nothing is known in time.
 */
export function detectAudio(video: HTMLVideoElement, timeoutMs = 1500): Promise<AudioPresence> {
  const now = audioPresence(video);
  if (now !== "unknown" || video.paused) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = () => {
      window.clearTimeout(timer);
      video.removeEventListener("timeupdate", check);
      resolve(audioPresence(video));
    };
    const check = () => {
      if (audioPresence(video) !== "unknown") finish();
    };
    const timer = window.setTimeout(finish, timeoutMs);
    video.addEventListener("timeupdate", check);
  });
}
