import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "~/server/logger.server";

/**
 * Previews of the editor's drafts (docs/decisions/0029-editor-preview.md): a draft is a
 * branch `cms/<collection>/<entry>`; its preview is that branch's commit built with the
 * site's own build — the content checks first, then `npm run build` — and served by the
 * built server on a port of its own, so a reviewer sees the page exactly as the site will
 * render it, in every language, before it is published.
 *
 * One build at a time (a build takes minutes and both cores); one preview server at a time,
 * the one asked for last; the last few builds kept on disk by commit, so returning to a
 * draft costs a restart, not a build. A build starts only when a member of staff asks for
 * it (the preview pane's button), never because an entry was opened.
 */

export type PreviewState =
  | { state: "absent" }
  | { state: "unbuilt"; commit: string }
  | { state: "queued"; commit: string }
  | { state: "building"; commit: string; step: string }
  | { state: "failed"; commit: string; reason: string }
  | { state: "ready"; commit: string; builtAt: Date; url: string; served: boolean };

export interface PreviewOptions {
  /** The repository the editor saves to: a path, or a URL the server can fetch from. */
  repository: string;
  /** Where builds and their data live (the site's DATA_DIR/previews). */
  workDir: string;
  /** The packages the site runs with, linked into every build. */
  nodeModules: string;
  /** The preview server's port (loopback) and the address a reviewer opens it at. */
  port: number;
  url: string;
  log: Logger;
  /** Builds kept on disk. */
  keep?: number;
}

/** A draft's branch, exactly as Decap names it: `cms/<collection>/<entry>`. */
export const draftBranch = (collection: string, entry: string) => `cms/${collection}/${entry}`;

const commitPattern = /^[0-9a-f]{40}$/;

/** Written into a build's folder when it has passed, so a restarted server knows it. */
const readyMarker = ".preview-ready";

interface Build {
  commit: string;
  dir: string;
  state: "queued" | "building" | "failed" | "ready";
  step: string;
  reason?: string;
  builtAt?: Date;
}

interface Served {
  commit: string;
  child?: ChildProcess;
  /** Answering on the preview port. */
  listening: boolean;
}

interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** A file the output is appended to. */
  log?: string;
  /** Told of the child, to stop it. */
  started?: (child: ChildProcess) => void;
}

/**
 * What a preview's build and server see of this server's environment: the path, the home
 * and the public settings compiled into the pages (PUBLIC_*, which the built server must be
 * started with too), nothing else — not this server's BUILD_DIR, DATA_DIR or mail settings.
 */
function previewEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const publicSettings = Object.entries(process.env).filter(([name]) => name.startsWith("PUBLIC_"));
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...Object.fromEntries(publicSettings), ...extra };
}

/** Runs a command; resolves with its output, rejects with the output's last lines. */
function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its own process group: a build's npm starts children of its own, stopped with it.
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? previewEnv({}),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    options.started?.(child);
    const log = options.log ? createWriteStream(options.log, { flags: "a" }) : undefined;
    let output = "";
    const collect = (chunk: Buffer) => {
      log?.write(chunk);
      // The last 64 KB are plenty for a refusal's message.
      output = (output + chunk.toString("utf8")).slice(-65536);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on("close", (code) => {
      log?.end();
      if (code === 0) resolve(output);
      else reject(new Error(output.trim() || `${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}

/** The lines of a failed step worth showing a member of staff: the content check's problems, or the output's end. */
export function refusalOf(output: string): string {
  const lines = output.split("\n").filter((l) => l.trim());
  const problems = lines.filter((l) => /^\s*(content\/|photos\/|public\/|✗|-\s)/.test(l) || /\.(yml|json|md):/.test(l));
  return (problems.length ? problems : lines.slice(-15)).slice(0, 40).join("\n");
}

export class Previews {
  private readonly builds = new Map<string, Build>();
  private queue: Promise<void> = Promise.resolve();
  private served: Served | undefined;
  /** The step of a build now running, to stop with the server. */
  private step: ChildProcess | undefined;
  private readonly cache: string;
  private stopped = false;

  constructor(private readonly options: PreviewOptions) {
    this.cache = path.join(options.workDir, "cache.git");
  }

  /** The branch's commit in the repository, or undefined when there is no such branch (not saved yet, or published). */
  async head(branch: string): Promise<string | undefined> {
    const out = await run("git", ["ls-remote", "--heads", this.options.repository, `refs/heads/${branch}`], {});
    const commit = out.trim().split(/\s/)[0];
    return commit && commitPattern.test(commit) ? commit : undefined;
  }

  /** Where the branch's preview stands; `build` asks for the branch's newest commit to be built. */
  async status(branch: string, options: { build?: boolean } = {}): Promise<PreviewState> {
    const commit = await this.head(branch);
    if (!commit) return { state: "absent" };
    let build = this.builds.get(commit) ?? this.fromDisk(commit);
    if (options.build && (!build || build.state === "failed")) build = this.enqueue(branch, commit);
    if (!build) return { state: "unbuilt", commit };
    switch (build.state) {
      case "ready":
        // The preview server shows the build asked for last.
        if (this.served?.commit !== commit) this.serve(build);
        return { state: "ready", commit, builtAt: build.builtAt!, url: this.options.url, served: this.served?.listening === true };
      case "failed":
        return { state: "failed", commit, reason: build.reason ?? "" };
      case "building":
        return { state: "building", commit, step: build.step };
      default:
        return { state: "queued", commit };
    }
  }

  /** A build an earlier run of this server finished (its marker written last). */
  private fromDisk(commit: string): Build | undefined {
    const dir = path.join(this.options.workDir, "builds", commit);
    const marker = path.join(dir, readyMarker);
    if (!existsSync(marker)) return undefined;
    const build: Build = { commit, dir, state: "ready", step: "", builtAt: statSync(marker).mtime };
    this.builds.set(commit, build);
    return build;
  }

  private enqueue(branch: string, commit: string): Build {
    const build: Build = { commit, dir: path.join(this.options.workDir, "builds", commit), state: "queued", step: "" };
    this.builds.set(commit, build);
    this.queue = this.queue.then(() => this.build(branch, build)).catch(() => {});
    return build;
  }

  private async build(branch: string, build: Build): Promise<void> {
    if (this.stopped) return;
    const { log } = this.options;
    const logFile = path.join(this.options.workDir, `${build.commit}.log`);
    const startedAt = Date.now();
    build.state = "building";
    try {
      mkdirSync(this.options.workDir, { recursive: true });
      build.step = "fetch";
      if (!existsSync(this.cache)) await run("git", ["init", "--quiet", "--bare", this.cache], {});
      await run(
        "git",
        [
          "--git-dir",
          this.cache,
          "fetch",
          "--quiet",
          "--no-tags",
          this.options.repository,
          `+refs/heads/${branch}:refs/previews/${branch}`,
        ],
        {},
      );
      rmSync(build.dir, { recursive: true, force: true });
      mkdirSync(build.dir, { recursive: true });
      await run("sh", ["-c", `git --git-dir "$0" archive "$1" | tar -x -C "$2"`, this.cache, build.commit, build.dir], {});
      symlinkSync(this.options.nodeModules, path.join(build.dir, "node_modules"));
      const env = previewEnv({});
      const started = (child: ChildProcess) => (this.step = child);
      const tsx = path.join(this.options.nodeModules, "tsx", "dist", "cli.mjs");
      // The content checks first: a refusal is named in seconds, not after a build.
      build.step = "checks";
      await run(process.execPath, [tsx, "scripts/generate-files.ts"], { cwd: build.dir, env, log: logFile, started });
      await run(process.execPath, [tsx, "scripts/check-content.ts"], { cwd: build.dir, env, log: logFile, started });
      build.step = "build";
      await run("npm", ["run", "build"], { cwd: build.dir, env, log: logFile, started });
      writeFileSync(path.join(build.dir, readyMarker), `${build.commit}\n`);
      build.state = "ready";
      build.builtAt = new Date();
      log.info("preview built", { branch, commit: build.commit, seconds: Math.round((Date.now() - startedAt) / 1000) });
      this.prune();
    } catch (error) {
      build.state = "failed";
      build.reason = refusalOf(error instanceof Error ? error.message : String(error));
      log.warn("preview refused", { branch, commit: build.commit, step: build.step, reason: build.reason });
    } finally {
      this.step = undefined;
    }
  }

  /** Starts the built server of `build` on the preview port, in place of the one there. */
  private serve(build: Build): void {
    const previous = this.served;
    const served: Served = { commit: build.commit, listening: false };
    this.served = served;
    const dataDir = path.join(build.dir, "preview-data");
    void (async () => {
      if (previous?.child) await stopChild(previous.child);
      if (this.stopped || this.served !== served) return;
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, [path.join(build.dir, "build", "server", "main.js")], {
        cwd: build.dir,
        env: previewEnv({
          PORT: String(this.options.port),
          HOST: "127.0.0.1",
          BUILD_DIR: path.join(build.dir, "build"),
          // Its own database and mail folder: a form sent from a preview reaches no one.
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
        }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      served.child = child;
      let out = "";
      const onData = (chunk: Buffer) => {
        out = (out + chunk.toString("utf8")).slice(-4096);
        if (!served.listening && out.includes('"msg":"listening"')) served.listening = true;
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.on("exit", (code) => {
        if (this.served === served) this.served = undefined;
        if (!this.stopped) this.options.log.warn("preview server stopped", { commit: build.commit, code, output: out.slice(-1000) });
      });
    })();
  }

  /** Keeps the newest builds on disk; never the one being served or built. */
  private prune(): void {
    const keep = this.options.keep ?? 3;
    const dir = path.join(this.options.workDir, "builds");
    const entries = readdirSync(dir)
      .filter((name) => commitPattern.test(name))
      .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { name } of entries.slice(keep)) {
      const build = this.builds.get(name);
      if (name === this.served?.commit || build?.state === "building" || build?.state === "queued") continue;
      this.builds.delete(name);
      rmSync(path.join(dir, name), { recursive: true, force: true });
      rmSync(path.join(this.options.workDir, `${name}.log`), { force: true });
    }
  }

  /** Stops the preview server and a build in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.served?.child && stopChild(this.served.child), this.step && stopChild(this.step, true)]);
  }
}

/** Stops a child (with `group`, the whole process group it leads) and resolves when it has exited. */
function stopChild(child: ChildProcess, group = false): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    if (group && child.pid) process.kill(-child.pid, "SIGTERM");
    else child.kill("SIGTERM");
  });
}
