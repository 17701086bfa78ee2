import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBundledScript } from "../tests/support/cli";

const server = useBundledScript("server/main.ts");
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "server-start-"));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** `npm start` with a DATA_DIR it cannot use (app/server/data-dir.server.ts). */
describe("server start", () => {
  it("logs one line naming DATA_DIR and what is wrong with it, then exits", async () => {
    const file = path.join(root, "file.txt");
    writeFileSync(file, "");
    const dir = path.join(file, "sub");
    // No build: the directory is checked before the build is loaded.
    const failure = await server.run({ DATA_DIR: dir, BUILD_DIR: path.join(root, "no-build"), PORT: "0", LOG_LEVEL: "silent" }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 73, stdout: "" });
    const lines = failure!.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      msg: `DATA_DIR ${dir} does not exist and cannot be created: ${file} is a file, not a directory.`,
    });
  });
});
