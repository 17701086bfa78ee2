import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { proxyHost, type RunningProxy } from "./proxy";

/**
 * What the publish test (tests/e2e/publish.test.ts) drives: the site's repository as a Git
 * host would hold it, the content changes an editor would push, deploy/publish itself, and
 * visitors asking for pages through the guide's nginx while it works.
 */

/**
 * The changes the test pushes. Each is a content file an editor changes; when content moves,
 * retarget these (the file, how the change is made, where it shows) and the test follows.
 */
export const contentChanges = {
  /** A text visitors see: a news article's title, on the article's page. */
  good: {
    file: "content/news/wine-storage-market-trends-2025.en.md",
    page: "/news/wine-storage-market-trends-2025",
    before: "Wine Storage Market Trends 2025",
    after: "Wine storage in 2025: what changed",
    apply: (text: string) => text.replace(/^title: .*$/m, 'title: "Wine storage in 2025: what changed"'),
  },
  /** A file the build refuses: an article without its required title. */
  broken: {
    file: "content/news/norcool-scandinavian-quality-excellence.en.md",
    apply: (text: string) => text.replace(/^title: .*\n/m, ""),
    /** What the build's message names, and so the staff's mail. */
    named: ["content/news/norcool-scandinavian-quality-excellence.en.md", "title"],
  },
};

const gitEnv = {
  GIT_AUTHOR_NAME: "Editor",
  GIT_AUTHOR_EMAIL: "editor@example.nl",
  GIT_COMMITTER_NAME: "Editor",
  GIT_COMMITTER_EMAIL: "editor@example.nl",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: { ...process.env, ...gitEnv }, stdio: ["ignore", "pipe", "pipe"] })
    .toString()
    .trim();

/**
 * A bare repository whose `main` holds this checkout's HEAD (as one commit of its tree, so a
 * shallow CI clone works too), and a clone of it to push editors' changes from.
 */
export function siteRepository(dir: string) {
  const bare = path.join(dir, "origin.git");
  const work = path.join(dir, "work");
  mkdirSync(work);
  execFileSync("sh", ["-c", `git archive HEAD | tar -x -C "${work}"`]);
  git(work, "init", "--quiet", "--initial-branch=main");
  git(work, "add", "--all");
  git(work, "commit", "--quiet", "--message", "The site as this checkout's HEAD has it");
  git(dir, "clone", "--quiet", "--bare", work, bare);
  git(work, "remote", "add", "origin", bare);
  return {
    bare,
    /** Commits the change and pushes it, as the editor's save does; resolves when the push is done. */
    push(change: { file: string; apply: (text: string) => string }, message: string): number {
      const file = path.join(work, change.file);
      writeFileSync(file, change.apply(readFileSync(file, "utf8")));
      git(work, "commit", "--quiet", "--all", "--message", message);
      git(work, "push", "--quiet", "origin", "main");
      return Date.now();
    },
  };
}

export interface PublishRun {
  code: number | null;
  output: string;
  ms: number;
}

/** deploy/publish with `env` alone (and PATH, HOME): resolves when it exits. `onOutput` sees its lines as they come. */
export function runPublish(
  env: Record<string, string>,
  args: string[] = [],
  onOutput?: (text: string) => void,
): { child: ChildProcess; done: Promise<PublishRun> } {
  const started = Date.now();
  const child = spawn(path.resolve("deploy/publish"), args, {
    env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: process.env.HOME ?? "/root", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const take = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    onOutput?.(output);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const done = new Promise<PublishRun>((resolve) => child.on("close", (code) => resolve({ code, output, ms: Date.now() - started })));
  return { child, done };
}

/** How long a step took, from the script's own "done in N s" after the step's line. */
export function stepSeconds(output: string, step: string): number | undefined {
  const after = output.slice(output.indexOf(step));
  const seconds = /done in (\d+) s/.exec(after)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

export interface Answer {
  at: number;
  path: string;
  status: number;
  body: string;
  error?: string;
}

/** One GET through the proxy's TLS port, on a connection of its own, as a visitor arriving. */
export function visit(proxy: RunningProxy, pathname: string): Promise<Answer> {
  const at = Date.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxy.httpsPort,
        servername: proxyHost,
        ca: proxy.cert,
        path: pathname,
        agent: false,
        headers: { Host: proxyHost, "Accept-Encoding": "identity" },
        timeout: 15_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ at, path: pathname, status: res.statusCode!, body }));
        res.on("error", (error) => resolve({ at, path: pathname, status: 0, body, error: String(error) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in 15 s")));
    req.on("error", (error) => resolve({ at, path: pathname, status: 0, body: "", error: String(error) }));
    req.end();
  });
}

/**
 * Visitors while a publish runs: a GET every 50 ms, round the given pages. `stop` ends it and
 * gives every answer.
 */
export function visitorsDuring(proxy: RunningProxy, pages: readonly string[]) {
  const answers: Answer[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      answers.push(await visit(proxy, pages[i % pages.length]!));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const stop = async (): Promise<Answer[]> => {
    running = false;
    await loop;
    return answers;
  };
  return {
    answers,
    stop,
    /** `count` more answers first: visits after the switch, through the old instance's stop. */
    async stopAfterMore(count: number): Promise<Answer[]> {
      const until = answers.length + count;
      while (running && answers.length < until) await new Promise((resolve) => setTimeout(resolve, 50));
      return stop();
    },
  };
}

/** The instances deploy/publish started without systemd (PUBLISH_INSTANCES=process), stopped. */
export async function stopInstances(root: string): Promise<void> {
  const dir = path.join(root, "instances");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".pid"));
  } catch {
    return;
  }
  await Promise.all(
    files.map(async (file) => {
      const pid = Number(readFileSync(path.join(dir, file), "utf8"));
      const alive = () => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (!alive()) return;
      process.kill(pid, "SIGTERM");
      const deadline = Date.now() + 20_000;
      while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (alive()) process.kill(pid, "SIGKILL");
    }),
  );
}
