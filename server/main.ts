import { EnvError, parseEnv } from "~/server/env.server";
import { createAppServer } from "./app-server";
import { createLogger } from "./logger";

/** `npm start`: the production server (README "Configuration"). */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, { service: "web" });
  const app = await createAppServer(env, logger);

  app.server.listen(env.PORT, env.HOST, () => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("listening", { url: `http://localhost:${port}`, siteUrl: env.SITE_URL, port });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("signal received", { signal });
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

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "start failed", error: error instanceof Error ? error.stack : String(error) })}\n`);
  process.exit(1);
});
