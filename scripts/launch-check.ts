import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { findingLines, launchCheck } from "../app/server/launch-check.server";

/**
 * `npm run launch-check [-- --json]`: lists, one line each with the setting or file to change,
 * what in the build and the production environment is still a placeholder or unsafe for a
 * launch (PRODUCT.md 21). Exits 1 while a blocker remains, 0 when only warnings (or nothing)
 * remain; 2 when there is no build to check. Run it with the production environment, after
 * `npm run build` with the production settings (docs/deploy.md).
 */
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const settingsFile = path.join(buildDir, "server", "public-settings.json");
if (!existsSync(settingsFile)) {
  process.stderr.write(`launch-check: no build in ${buildDir}: run npm run build with the production settings first\n`);
  process.exit(2);
}
const built = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, string>;
const findings = await launchCheck(buildDir, built, process.env);
const blockers = findings.filter((f) => f.blocker).length;
if (process.argv.includes("--json")) {
  process.stdout.write(`${JSON.stringify({ ready: blockers === 0, blockers, warnings: findings.length - blockers, findings }, null, 2)}\n`);
} else {
  for (const line of findingLines(findings)) process.stdout.write(`${line}\n`);
  process.stdout.write(
    blockers
      ? `\nlaunch-check: ${blockers} blocker(s), ${findings.length - blockers} warning(s): not ready to launch\n`
      : `\nlaunch-check: ready to launch (${findings.length} warning(s))\n`,
  );
}
process.exit(blockers ? 1 : 0);
