import { isPublicSetting } from "~/lib/public-settings";
import { DataDirError, ensureDataDir, usesDataDir } from "~/server/data-dir.server";
import { EnvError, parseEnv } from "~/server/env.server";
import { findingLines, launchCheck } from "~/server/launch-check.server";
import { createAppServer } from "./app-server";
import { createLogger } from "~/server/logger.server";

/** `npm start`: the production server (README "Configuration"). */
async function main() {
  let env;
  try {
    env = parseEnv(process.env, builtPublicSettings());
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, { service: "web" });
  let app;
  try {
    // Checked before the build loads: one line naming the directory and what is wrong,
    // rather than a database error about a lock file (app/server/data-dir.server.ts).
    if (usesDataDir(env)) ensureDataDir(env.dataDir);
    app = await createAppServer(env, logger);
  } catch (error) {
    if (!(error instanceof DataDirError)) throw error;
    // Written whatever LOG_LEVEL says: the server is not running, and this is why.
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: error.message, service: "web" })}\n`);
    // sysexits(3) EX_CANTCREAT, as the staff CLI exits.
    process.exit(73);
  }

  app.server.listen(env.PORT, env.HOST, () => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("listening", { url: `http://localhost:${port}`, siteUrl: env.SITE_URL, port });
    // What still stands between this build and a launch, once (npm run launch-check).
    launchCheck(env.buildDir, builtPublicSettings(), process.env).then(
      (findings) => {
        const blockers = findings.filter((f) => f.blocker).length;
        const summary = { blockers, warnings: findings.length - blockers, findings: findingLines(findings) };
        if (blockers) logger.warn("launch check: placeholders or unsafe settings remain (npm run launch-check)", summary);
        else logger.info("launch check: ready", summary);
      },
      (error: unknown) => logger.warn("launch check could not run", { error: String(error) }),
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("signal received", { signal });
    // SHUTDOWN_TIMEOUT is a promise to whoever stops us: exit by then, even if shutdown is
    // stuck on a database that does not answer (docs/decisions/0005-forms-pipeline.md, "Stopping").
    const deadline = setTimeout(() => {
      logger.error("shutdown did not finish within SHUTDOWN_TIMEOUT: exiting", { seconds: env.SHUTDOWN_TIMEOUT });
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT * 1000);
    deadline.unref();
    app.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** The PUBLIC_* and SITE_URL values compiled in with the pages (scripts/postbuild.ts). */
function builtPublicSettings(): Record<string, string | undefined> {
  const compiled: Record<string, unknown> = { ...import.meta.env };
  return Object.fromEntries(
    Object.entries(compiled).filter((e): e is [string, string] => isPublicSetting(e[0]) && typeof e[1] === "string"),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "start failed", error: error instanceof Error ? error.stack : String(error) })}\n`,
  );
  process.exit(1);
});
