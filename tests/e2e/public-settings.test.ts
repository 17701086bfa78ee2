import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir, startServer } from "./support/server";

/**
 * A public setting has one value, the build's (STYLE.md 14; app/lib/public-settings.ts): the
 * server started with a PUBLIC_* or SITE_URL value the pages were not built with refuses to
 * start and names the setting; with the build's own values it starts as usual.
 */
const built = JSON.parse(readFileSync(path.join(buildDir, "server", "public-settings.json"), "utf8")) as Record<string, string>;

describe("public settings come from the build", () => {
  it("refuses to start when the environment disagrees with the build, naming the setting", async () => {
    const error = await startServer({
      env: { PUBLIC_EMAIL: "sales@example.be", PUBLIC_MAP_TILE_URL: "https://tiles.example.nl/{z}/{x}/{y}.png" },
    }).then(
      async (s) => {
        await s.stop();
        return "started";
      },
      (e: Error) => e.message,
    );
    expect(error).toMatch(/exited with 78/);
    expect(error).toMatch(/PUBLIC_EMAIL: is \\?"sales@example\.be\\?" here, but the pages were built/);
    expect(error).toMatch(/PUBLIC_MAP_TILE_URL: is/);
  });

  it("starts with the build's own values and uses the build's SITE_URL", async () => {
    const s = await startServer({ env: { ...built, PUBLIC_EMAIL: built.PUBLIC_EMAIL ?? "" } });
    try {
      expect(s.logs.find((l) => l.msg === "listening")?.siteUrl).toBe(built.SITE_URL ?? "http://localhost:3000");
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    } finally {
      await s.stop();
    }
  });
});
