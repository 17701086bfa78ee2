import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manualGroups } from "../app/content/downloads.server";
import { downloadsArchive, manualArchive } from "../app/content/served-files";
import { rasterArtDir } from "../app/content/raster-art";

/**
 * The build's first step writes only what git ignores (docs/decisions/0026-samples-are-assets.md),
 * so a build leaves the working tree as it found it and a changed phone number in site.ts is a
 * change to that one file. Checked on this checkout, without the rest of a build.
 */
const root = path.resolve(import.meta.dirname, "..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const inGit = (() => {
  try {
    return git("rev-parse", "--is-inside-work-tree").trim() === "true";
  } catch {
    return false;
  }
})();

describe.skipIf(!inGit)("the build's first step", () => {
  it("leaves what git sees as it was", () => {
    const status = () => git("status", "--porcelain", "--untracked-files=all");
    const before = status();
    execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/generate-files.ts"], { cwd: root, encoding: "utf8" });
    expect(
      status(),
      "the build's first step changed a tracked file or wrote one git does not ignore; only a new or changed photo may (photos/README.md: commit its copies)",
    ).toBe(before);
  }, 120_000);

  it("writes into folders git ignores", () => {
    const written = [
      ...[`${rasterArtDir}/brands/any-logo-144.webp`, downloadsArchive("all"), manualArchive(manualGroups[0]!.brand)].map(
        (url) => `public${url}`,
      ),
      "app/content/generated/files.json",
    ];
    // check-ignore names the paths git ignores (a tracked file is never ignored).
    expect(
      git("check-ignore", ...written)
        .trim()
        .split("\n"),
    ).toEqual(written);
  });
});
