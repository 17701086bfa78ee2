import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const buildDir = path.resolve(process.env.BUILD_DIR || "build");

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Every log line the server wrote, parsed where JSON. */
  logs: Record<string, unknown>[];
  /** Graceful stop (SIGTERM) and wait for exit. */
  stop(): Promise<number | null>;
  /** Hard kill (SIGKILL), keeping the data directory. */
  kill(): Promise<void>;
}

/**
 * Starts the built production server (build/server/main.js) on a free loopback port with
 * its own data directory. Extra environment (SMTP_URL, DATABASE_URL, FORM_RATE_LIMIT…)
 * goes in `env`; pass `dataDir` to restart on the same data, `build` for another build than
 * this checkout's.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; build?: string } = {},
): Promise<RunningServer> {
  const build = options.build ?? buildDir;
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-data-"));
  const child = spawn(process.execPath, [path.join(build, "server", "main.js")], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: build,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      FORM_RATE_LIMIT: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );

  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    // eslint-disable-next-line prefer-const -- onData, defined before the timer is set, clears it
    let timer: ReturnType<typeof setTimeout>;
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let nl: number;
      while ((nl = buffered.indexOf("\n")) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          entry = { msg: line };
        }
        logs.push(entry);
        if (entry.msg === "listening" && typeof entry.port === "number") {
          clearTimeout(timer);
          resolve(entry.port);
        }
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${logs.map((l) => JSON.stringify(l)).join("\n")}`)),
    );
    timer = setTimeout(() => reject(new Error("server did not start within 30 s")), 30_000);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    logs,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      const code = await exit;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    async kill() {
      if (!exited) child.kill("SIGKILL");
      await exit;
    },
  };
}
