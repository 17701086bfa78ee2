import { describe, expect, it } from "vitest";
import { backgroundPlayerUrl } from "./player-url";

describe("backgroundPlayerUrl", () => {
  it("builds a muted, looping, control-free player address on the configured origin", () => {
    const url = new URL(backgroundPlayerUrl("abc_DEF-123", true, "https://www.youtube-nocookie.com/"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/abc_DEF-123");
    expect(url.searchParams.get("mute")).toBe("1");
    expect(url.searchParams.get("loop")).toBe("1");
    expect(url.searchParams.get("playlist")).toBe("abc_DEF-123");
    expect(url.searchParams.get("controls")).toBe("0");
    expect(url.searchParams.get("autoplay")).toBe("1");
  });

  it("changes the address when sound is switched on, so the player reloads", () => {
    const muted = backgroundPlayerUrl("abc", true, "https://player.example");
    const unmuted = backgroundPlayerUrl("abc", false, "https://player.example");
    expect(unmuted).not.toBe(muted);
    expect(new URL(unmuted).searchParams.get("mute")).toBe("0");
  });
});
