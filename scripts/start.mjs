// `npm start`: builds once if there is no build yet (a bare clone), then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const entry = path.join(buildDir, "server", "main.js");
if (!existsSync(entry)) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "no build found: building first" }));
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(entry).href);
