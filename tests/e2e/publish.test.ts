import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/databases";
import { freePort, startProxy, type RunningProxy } from "./support/proxy";
import {
  contentChanges,
  runPublish,
  siteRepository,
  stepSeconds,
  stopInstances,
  visit,
  visitorsDuring,
  type Answer,
  type PublishRun,
} from "./support/publish";

/**
 * deploy/publish as the guide runs it (docs/deploy.md, "Publishing content";
 * docs/decisions/0024-publishing.md), on loopback without systemd: a bare repository made
 * from this checkout's HEAD, a clone an editor pushes from, releases under a temporary root,
 * the instances as background processes on two free ports on one PostgreSQL database, and the
 * guide's nginx in front. A good commit goes live while visitors ask for a page every 50 ms
 * and none fails; a broken one is refused, the old release still serves every page and the
 * staff are mailed; a rollback returns to the release before. Three builds at most (the
 * first, the good change, the broken one, which fails within seconds). The first release's
 * packages are this checkout's node_modules, hard-linked; the next ones reuse the live
 * release's, as production does when package-lock.json is unchanged.
 */
let dir: string;
let root: string;
let store: TestStore;
let proxy: RunningProxy;
let repo: ReturnType<typeof siteRepository>;
let env: Record<string, string>;
const timings: Record<string, string> = {};
const { good, broken } = contentChanges;
/** A prerendered article, the home page, and a page rendered per request. */
const pages = [good.page, "/", "/downloads?q=wine"];

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const failures = (answers: Answer[]) => answers.filter((a) => a.status !== 200 || a.error);

async function publish(args: string[] = [], extra: Record<string, string> = {}): Promise<PublishRun> {
  return runPublish({ ...env, ...extra }, args).done;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "publish-"));
  root = path.join(dir, "srv");
  store = await createTestStore("postgres");
  repo = siteRepository(dir);
  const [blue, green] = await Promise.all([freePort(), freePort()]);
  const upstreamFile = path.join(dir, "site-upstream.conf");
  writeFileSync(upstreamFile, `server 127.0.0.1:${blue};\n`);
  proxy = await startProxy({ upstreamFile });
  const siteEnv = path.join(dir, "site.env");
  writeFileSync(
    siteEnv,
    Object.entries({ ...store.env, TRUST_PROXY: "1", LOG_LEVEL: "info" })
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
  );
  env = {
    // Nothing from a /etc/site/publish.env this machine may have.
    PUBLISH_CONFIG: path.join(dir, "no-publish.env"),
    PUBLISH_ROOT: root,
    PUBLISH_REPOSITORY: repo.bare,
    PUBLISH_BRANCH: "main",
    PUBLISH_PORTS: `${blue} ${green}`,
    PUBLISH_SITE_ENV: siteEnv,
    PUBLISH_INSTANCES: "process",
    PUBLISH_NGINX: proxy.command.join(" "),
    PUBLISH_NGINX_PID: proxy.pidFile,
    PUBLISH_UPSTREAM: upstreamFile,
    // The sample site is not launched: its placeholders stay, a new one would be refused.
    PUBLISH_LAUNCH_CHECK: "no-new-blockers",
    PUBLISH_NOTIFY_TO: "webteam@example.nl",
  };
}, 60_000);

afterAll(async () => {
  if (root) await stopInstances(root);
  proxy?.stop();
  await store?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
  console.log(
    `publish timings on this host: ${Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join("; ")}`,
  );
});

describe("deploy/publish", () => {
  it("publishes the first release and nginx serves it", async () => {
    const run = await publish([], { PUBLISH_NODE_MODULES: path.resolve("node_modules") });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/LIVE: /);
    timings["first release"] = minutes(run.ms);
    const page = await visit(proxy, good.page);
    expect(page.status).toBe(200);
    expect(page.body).toContain(good.before);
  }, 360_000);

  it("waits for a publish under way, then finds the branch's commit live and does nothing", async () => {
    // Another publish holds the lock.
    const holder = spawn("flock", [path.join(root, "publish.lock"), "-c", "echo held; cat"], { stdio: ["pipe", "pipe", "ignore"] });
    await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
    let waiting!: () => void;
    const waited = new Promise<void>((resolve) => (waiting = resolve));
    const second = runPublish(env, [], (output) => output.includes("waiting for it to end") && waiting());
    await waited;
    holder.stdin.end();
    const run = await second.done;
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/which is live: nothing to publish/);
  }, 60_000);

  it("puts a good change live while visitors ask for pages every 50 ms, and none fails", async () => {
    const visitors = visitorsDuring(proxy, pages);
    const pushed = repo.push(good, "News: the article's title, as the editor saved it");
    const run = await publish();
    expect(run.code, run.output).toBe(0);
    const answers = await visitors.stopAfterMore(10);
    expect(failures(answers)).toEqual([]);
    const live = answers.find((a) => a.path === good.page && a.body.includes(good.after));
    expect(live, "the new title was served").toBeDefined();
    expect(answers.filter((a) => a.at > live!.at && a.path === good.page && !a.body.includes(good.after))).toEqual([]);
    timings["push → live"] =
      `${minutes(live!.at - pushed)} (build ${stepSeconds(run.output, "building the site")} s; ${answers.length} requests, none failed)`;
  }, 360_000);

  it("refuses a broken change: the old release serves every page, and the staff are mailed why", async () => {
    const visitors = visitorsDuring(proxy, pages);
    const pushed = repo.push(broken, "News: an article saved without its title");
    const run = await publish();
    const answers = await visitors.stop();
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/REFUSED at "building the site/);
    for (const name of broken.named) expect(run.output).toContain(name);
    expect(failures(answers)).toEqual([]);
    timings["broken commit refused"] = `${minutes(Date.now() - pushed)} after the push`;

    // Every page of the sitemap, from the release that stayed live.
    const sitemap = await visit(proxy, "/sitemap.xml");
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    const served = [];
    for (const p of paths) served.push(await visit(proxy, p));
    expect(failures(served).map((a) => `${a.path} ${a.status} ${a.error ?? ""}`)).toEqual([]);
    expect((await visit(proxy, good.page)).body).toContain(good.after);
    expect(readdirSync(path.join(root, "releases"))).toHaveLength(2);

    const mails = readdirSync(path.join(store.dataDir, "mail")).filter((f) => f.startsWith("publish-"));
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(store.dataDir, "mail", mails[0]!)));
    expect(mail.to).toMatchObject({ text: "webteam@example.nl" });
    expect(mail.subject).toMatch(/^Website: publish of [0-9a-f]{12} refused; the site is unchanged$/);
    for (const name of broken.named) expect(mail.text).toContain(name);
    expect(mail.text).toContain("The site still shows");
  }, 360_000);

  it("rolls back to the release before in one step, with no failed request", async () => {
    const visitors = visitorsDuring(proxy, pages);
    const run = await publish(["--rollback"]);
    expect(run.code, run.output).toBe(0);
    const answers = await visitors.stopAfterMore(10);
    expect(failures(answers)).toEqual([]);
    const page = await visit(proxy, good.page);
    expect(page.body).toContain(good.before);
    expect(page.body).not.toContain(good.after);
    timings["rollback"] = `${(run.ms / 1000).toFixed(1)} s`;
  }, 120_000);

  it("on the embedded database hands the data directory over: the site is away for seconds, then serves", async () => {
    // The same site without DATABASE_URL: one server at a time may open its SQLite database.
    const sqliteEnv = path.join(dir, "site-sqlite.env");
    writeFileSync(sqliteEnv, `DATA_DIR=${path.join(dir, "sqlite-data")}\nTRUST_PROXY=1\n`);
    const visitors = visitorsDuring(proxy, pages);
    const run = await publish(["--rollback"], { PUBLISH_SITE_ENV: sqliteEnv });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/embedded database \(no DATABASE_URL\): the live instance on port \d+ stops first/);
    const answers = await visitors.stopAfterMore(10);
    // nginx answers 502 while no instance runs; then the release a second rollback returns to.
    const failed = failures(answers);
    expect(failed.every((a) => a.status === 502)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 200 });
    expect((await visit(proxy, good.page)).body).toContain(good.after);
    const away = failed.length ? failed.at(-1)!.at - failed[0]!.at : 0;
    timings["embedded-database handover"] = `${failed.length} requests answered 502 over ${(away / 1000).toFixed(1)} s`;
  }, 120_000);
});
