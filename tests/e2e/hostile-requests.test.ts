import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { site } from "~/content/company.server";
import { freePort } from "../../scripts/decap-server";
import { hostileRequest, type HostileRequest } from "./support/hostile-requests";
import { rawRequest, type RawAnswer } from "./support/raw-http";
import { startServer, type RunningServer } from "./support/server";

/**
 * Thousands of random requests at the built server over raw sockets (STYLE.md 15): odd
 * paths, methods, headers, queries and bodies (tests/e2e/support/hostile-requests.ts).
 * Every request gets an answer (a request that is not HTTP at all may be closed instead),
 * none is a 5xx, every redirect stays on the site, no connection is left hanging, and
 * the server is up and has logged no error at the end.
 *
 * HOSTILE_REQUESTS (default 2000) sets how many, HOSTILE_SEED (fixed by default, so a
 * run is repeatable) which ones; a failure prints its seed and shrunk request.
 */
const total = Number(process.env.HOSTILE_REQUESTS || 2_000);
const seed = Number(process.env.HOSTILE_SEED || 20_251_124);
/** Requests in flight at once: enough to keep the server busy on two cores, no more. */
const batch = 4;
/**
 * A bound on the whole run, shrinking included: on a machine busy with other work the run
 * stops there and passes with the requests it sent (the summary line says how many).
 */
const timeLimitMs = Number(process.env.HOSTILE_TIME_LIMIT_MS || 45_000);

let server: RunningServer;
let repository: string;
beforeAll(async () => {
  // Trusting the proxy headers lets random X-Forwarded-* values reach the code reading them;
  // the editor on, with previews of an empty repository's drafts (none: nothing is built),
  // lets them reach /admin and its preview pane.
  repository = mkdtempSync(path.join(tmpdir(), "hostile-drafts-"));
  execFileSync("git", ["init", "--quiet", "--bare", repository]);
  server = await startServer({
    env: { TRUST_PROXY: "true", CMS_ENABLED: "1", CMS_PREVIEW_REPOSITORY: repository, CMS_PREVIEW_PORT: String(await freePort()) },
  });
});
afterAll(async () => {
  await server?.stop();
  if (repository) rmSync(repository, { recursive: true, force: true });
});

const counts = { sent: 0, answered: 0, closedUnanswered: 0, byClass: {} as Record<string, number> };

function tally(answer: RawAnswer) {
  counts.sent++;
  if (answer.status === undefined) {
    counts.closedUnanswered++;
    return;
  }
  counts.answered++;
  const cls = `${Math.floor(answer.status / 100)}xx`;
  counts.byClass[cls] = (counts.byClass[cls] ?? 0) + 1;
}

/** Where a redirect may go: a path on this site, or the dealer portal (PRODUCT.md 4). */
function staysOnSite(location: string): boolean {
  return location === site.portal.register || /^\/(?![/\\])[\x21-\x7e]*$/.test(location);
}

function check(request: HostileRequest, answer: RawAnswer): void {
  const where = `${request.label} → ${answer.status ?? "no answer"} (${answer.ended})`;
  if (answer.ended === "open") throw new Error(`connection left open after ${where}`);
  if (answer.status === undefined) {
    if (!request.invalid) throw new Error(`no answer to a valid request: ${where}`);
    return;
  }
  if (answer.status >= 500) throw new Error(`server error: ${where}\n${answer.raw.toString("latin1").slice(0, 600)}`);
  if (answer.headers["set-cookie"]) throw new Error(`a cookie was set: ${where}`);
  for (const name of ["location", "x-remix-redirect"]) {
    for (const location of answer.headers[name] ?? []) {
      if (!staysOnSite(location)) throw new Error(`${name} leaves the site: ${location} for ${where}`);
    }
  }
}

it(`answers ${total} random requests without a 5xx, an off-site redirect or a hang`, { timeout: timeLimitMs + 30_000 }, async () => {
  const started = performance.now();
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileRequest, { minLength: batch, maxLength: batch }), async (requests) => {
        await Promise.all(
          requests.map(async (request) => {
            const answer = await rawRequest(server.port, request.bytes, { timeoutMs: 10_000 });
            tally(answer);
            check(request, answer);
          }),
        );
      }),
      { numRuns: Math.ceil(total / batch), seed, interruptAfterTimeLimit: timeLimitMs },
    );
  } finally {
    const classes = Object.entries(counts.byClass)
      .sort()
      .map(([cls, n]) => `${cls} ${n}`)
      .join(", ");
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `hostile requests: ${counts.sent} sent, ${counts.answered} answered (${classes}), ${counts.closedUnanswered} closed unanswered (not HTTP), ${seconds} s, seed ${seed}${counts.sent < total ? ", stopped early" : ""}`,
    );
  }

  expect(server.process.exitCode).toBeNull();
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  const trouble = server.logs.filter((l) => l.level === "error" || /uncaught|unhandled|crash/i.test(JSON.stringify(l)));
  expect(trouble).toEqual([]);
});
