import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterAll, beforeAll } from "vitest";
import { contentGlob } from "../../scripts/content-glob";

const run = promisify(execFile);

/**
 * The staff CLI (`npm run submissions`) or the production server (server/main.ts), bundled
 * once per test file as tsx or the build would compile it, so each run starts in a
 * fraction of the time on a busy two-core machine. The bundle
 * goes to a directory of its own in this checkout (ignored by git as `build-*`), where its
 * packages resolve: node_modules may be shared by several checkouts, and a bundle kept
 * there could be another checkout's CLI.
 */
interface Cli {
  run(env: Record<string, string>, ...args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** As another user (the test must run as root), for what root's permissions would hide. */
  runAs(user: { uid: number; gid: number }, env: Record<string, string>, ...args: string[]): Promise<{ stdout: string; stderr: string }>;
  dispose(): void;
}

/**
 * `entry` bundled before the test file's tests run and removed after them; call it at the
 * top of the file.
 */
export function useBundledScript(entry: string): Omit<Cli, "dispose"> {
  let bundle: Cli | undefined;
  beforeAll(async () => {
    bundle = await bundleScript(entry);
  });
  afterAll(() => bundle?.dispose());
  const ready = () => {
    if (!bundle) throw new Error(`${entry} is bundled before the tests run; use it inside a test`);
    return bundle;
  };
  return {
    run: (env, ...args) => ready().run(env, ...args),
    runAs: (user, env, ...args) => ready().runAs(user, env, ...args),
  };
}

/** The staff CLI (`npm run submissions`), as `useBundledScript`. */
export const useCli = () => useBundledScript("scripts/submissions.ts");

async function bundleScript(entry: string): Promise<Cli> {
  const dir = mkdtempSync(path.resolve("build-cli-test-"));
  const outfile = path.join(dir, `${path.basename(entry, ".ts")}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
    // As scripts/postbuild.ts bundles the server.
    plugins: [contentGlob(process.cwd())],
    define: { "import.meta.env": "process.env" },
  });
  chmodSync(dir, 0o755);
  return {
    run: (env, ...args) => run(process.execPath, [outfile, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" }),
    runAs: (user, env, ...args) =>
      run(process.execPath, [outfile, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8", ...user }),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
