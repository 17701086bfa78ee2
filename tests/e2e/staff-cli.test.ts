import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildDir } from "./support/server";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm run submissions` as the staff run it on a release: the CLI the build bundled with the
 * release's content (scripts/postbuild.ts), not the TypeScript source, which needs Vite's
 * content glob.
 */
describe("npm run submissions", () => {
  const cli = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ["scripts/submissions-cli.mjs", ...args], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" });

  it("lists the submissions of a data directory with the built CLI", async () => {
    const { stdout } = await cli({ BUILD_DIR: buildDir, DATA_DIR: dataDir }, "list");
    expect(stdout).toMatch(/^received \(UTC\)\s+form\s+lang\s+name\s+email/m);
    expect(stdout).toContain(`0 shown (newest first, spam hidden) from ${path.join(dataDir, "forms.sqlite")}`);
  });

  it("says to build first where there is no build", async () => {
    const missing = path.join(dataDir, "no-build");
    await expect(cli({ BUILD_DIR: missing, DATA_DIR: dataDir }, "list")).rejects.toMatchObject({
      code: 1,
      stderr: `submissions: no build in ${missing}: run npm run build first\n`,
    });
  });
});
