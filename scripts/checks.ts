import { spawn } from "node:child_process";

/**
 * `npm run checks`: the static checks of `npm run validate` — lint, format check, knip and
 * typecheck — in two lanes, one per core: ESLint alone takes about as long as the other three
 * together. Every check runs even when one fails, so one sitting shows every problem; each
 * one's output is printed whole when it ends, and the exit code is 1 if any failed. The route
 * types they all read are made once, before (`react-router typegen`, in package.json).
 */

interface Check {
  name: string;
  command: string;
  args: string[];
}

const lanes: Check[][] = [
  [{ name: "lint", command: "eslint", args: [".", "--max-warnings=0"] }],
  [
    { name: "format check", command: "prettier", args: ["--check", "."] },
    { name: "knip", command: "knip", args: [] },
    { name: "typecheck", command: "tsc", args: [] },
  ],
];

/** Runs one check with its output collected; resolves with whether it passed. */
function run(check: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    let reported = false;
    const report = (passed: boolean, detail: string) => {
      if (reported) return; // a child that cannot start may also close
      reported = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n--- ${check.name} (${[check.command, ...check.args].join(" ")}): ${detail} in ${seconds} s`);
      if (text) console.log(text);
      resolve(passed);
    };
    child.on("error", (error) => report(false, `could not start (${error.message})`));
    child.on("close", (code, signal) => report(code === 0, code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`));
  });
}

const results = await Promise.all(
  lanes.map(async (lane) => {
    const passed: boolean[] = [];
    for (const check of lane) passed.push(await run(check));
    return passed;
  }),
);
const passed = results.flat();
const failed = lanes.flat().filter((_, i) => !passed[i]);
if (failed.length > 0) {
  console.error(`\nchecks failed: ${failed.map((c) => c.name).join(", ")}`);
  process.exit(1);
}
console.log("\nchecks passed: lint, format check, knip, typecheck");
