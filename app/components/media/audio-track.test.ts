import { describe, expect, it } from "vitest";
import { audioPresence, type MediaWithAudioHints } from "./audio-track";

function media(hints: Partial<MediaWithAudioHints> & { playedFor?: number } = {}): MediaWithAudioHints {
  const { playedFor = 0, ...rest } = hints;
  return {
    readyState: 4,
    paused: false,
    played: { length: playedFor ? 1 : 0, start: () => 0, end: () => playedFor },
    ...rest,
  };
}

describe("audioPresence", () => {
  it("is unknown before the metadata is loaded", () => {
    expect(audioPresence(media({ readyState: 0, audioTracks: { length: 0 } }))).toBe("unknown");
  });

  it("reads audioTracks where the browser has them", () => {
    expect(audioPresence(media({ audioTracks: { length: 0 } }))).toBe("absent");
    expect(audioPresence(media({ audioTracks: { length: 1 } }))).toBe("present");
  });

  it("reads mozHasAudio", () => {
    expect(audioPresence(media({ mozHasAudio: false }))).toBe("absent");
    expect(audioPresence(media({ mozHasAudio: true }))).toBe("present");
  });

  it("trusts a zero decoded-audio count only after some playback", () => {
    expect(audioPresence(media({ webkitAudioDecodedByteCount: 0, playedFor: 0.1 }))).toBe("unknown");
    expect(audioPresence(media({ webkitAudioDecodedByteCount: 0, playedFor: 0.5 }))).toBe("absent");
    expect(audioPresence(media({ webkitAudioDecodedByteCount: 2048, playedFor: 0.1 }))).toBe("present");
  });

  it("is unknown when the browser offers no hint at all", () => {
    expect(audioPresence(media({ playedFor: 3 }))).toBe("unknown");
  });
});
