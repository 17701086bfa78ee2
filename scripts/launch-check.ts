import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { findingLines, launchCheck, newBlockers, type Finding } from "../app/server/launch-check.server";

/**
 * `npm run launch-check [-- --json]`: lists, one line each with the setting or file to change,
 * what in the build and the production environment is still a placeholder or unsafe for a
 * launch (PRODUCT.md 21). Exits 1 while a blocker remains, 0 when only warnings (or nothing)
 * remain; 2 when there is no build to check. Run it with the production environment, after
 * `npm run build` with the production settings (docs/deploy.md).
 *
 * For a publish (deploy/publish): `--report FILE` also writes the JSON report to FILE, and
 * `--known-blockers FILE` (an earlier report, the live release's) fails only on a blocker
 * that report does not have, for a site that is not launched yet.
 */
const { values } = parseArgs({
  options: { json: { type: "boolean", default: false }, report: { type: "string" }, "known-blockers": { type: "string" } },
});
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const settingsFile = path.join(buildDir, "server", "public-settings.json");
if (!existsSync(settingsFile)) {
  process.stderr.write(`launch-check: no build in ${buildDir}: run npm run build with the production settings first\n`);
  process.exit(2);
}
const built = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, string>;
const findings = await launchCheck(buildDir, built, process.env);
const blockers = findings.filter((f) => f.blocker).length;
const report = { ready: blockers === 0, blockers, warnings: findings.length - blockers, findings };
if (values.report) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
const known = values["known-blockers"]
  ? (JSON.parse(readFileSync(values["known-blockers"], "utf8")) as { findings: Finding[] }).findings
  : undefined;
const failing = known ? newBlockers(findings, known).length : blockers;
if (values.json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  for (const line of findingLines(findings)) process.stdout.write(`${line}\n`);
  const summary = `${blockers} blocker(s), ${findings.length - blockers} warning(s)`;
  process.stdout.write(
    known
      ? failing
        ? `\nlaunch-check: ${summary}; ${failing} of the blockers are new (not in ${values["known-blockers"]}): refused\n`
        : `\nlaunch-check: ${summary}, none new (all in ${values["known-blockers"]})\n`
      : blockers
        ? `\nlaunch-check: ${summary}: not ready to launch\n`
        : `\nlaunch-check: ready to launch (${findings.length} warning(s))\n`,
  );
}
process.exit(failing ? 1 : 0);
