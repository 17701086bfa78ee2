import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * decap-server in git mode on a repository (`npm run cms`, tests/e2e/editor.test.ts): the
 * editor's saves are real commits, its drafts real branches (`cms/<collection>/<entry>`),
 * its publish a merge into the branch (docs/decisions/0025-editor.md). It has no login:
 * loopback only, never on a public server. It checks branches out in that repository's
 * working tree and commits with `git add .`, so it runs on a clean clone or checkout.
 */
export interface DecapServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const entry = createRequire(import.meta.url).resolve("decap-server/dist/index.js");

export async function startDecapServer(repo: string, port: number, origin?: string): Promise<DecapServer> {
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(entry),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      MODE: "git",
      GIT_REPO_DIRECTORY: repo,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ...(origin ? { ORIGIN: origin } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      // "Decap CMS Proxy Server listening on 127.0.0.1:<port>", its last line at start.
      if (/listening on/.test(output)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`decap-server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A free loopback port, as the system hands it out. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
