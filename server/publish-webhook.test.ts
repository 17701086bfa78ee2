import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testLogger } from "../tests/support/test-logger";
import { publishWebhookListener, webhookPath, type GitHost, type Push } from "./publish-webhook";

/**
 * The publish webhook (server/publish-webhook.ts) on loopback with a fake trigger: each Git
 * host's proof of origin is taken, everything else is refused, and only a push to the
 * configured branch triggers anything.
 */
const secret = "a-secret-of-the-hook-0123456789";
const hmac = (body: string, key = secret) => createHmac("sha256", key).update(body).digest("hex");

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function receiver(host: GitHost, trigger?: (push: Push) => Promise<void>) {
  const pushes: Push[] = [];
  const logger = testLogger();
  const listener = publishWebhookListener(
    { host, secret, branch: "main" },
    trigger ?? ((push) => Promise.resolve(void pushes.push(push))),
    logger,
  );
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (headers: Record<string, string>, body: string, path = webhookPath) => {
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { pushes, logger, base, post };
}

const push = (ref = "refs/heads/main", extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ref, before: "1".repeat(40), after: "2".repeat(40), ...extra });

/** The headers each host sends with a push, signed as that host signs. */
const signedBy: Record<GitHost, (body: string) => Record<string, string>> = {
  github: (body) => ({ "X-GitHub-Event": "push", "X-GitHub-Delivery": "d-1", "X-Hub-Signature-256": `sha256=${hmac(body)}` }),
  gitlab: () => ({ "X-Gitlab-Event": "Push Hook", "X-Gitlab-Token": secret }),
  // Forgejo sends its own headers and Gitea's; the configured host's are the ones read.
  forgejo: (body) => ({ "X-Forgejo-Event": "push", "X-Forgejo-Signature": hmac(body), "X-Gitea-Event": "push" }),
  gitea: (body) => ({ "X-Gitea-Event": "push", "X-Gitea-Signature": hmac(body) }),
};

describe.each(["github", "gitlab", "forgejo", "gitea"] as const)("a %s push webhook", (host) => {
  it("queues a publish for a signed push to the branch, and answers 202", async () => {
    const r = await receiver(host);
    const body = push();
    const answer = await r.post(signedBy[host](body), body);
    expect(answer).toEqual({ status: 202, body: { ok: true, queued: "2".repeat(40) } });
    expect(r.pushes).toEqual([expect.objectContaining({ host, branch: "main", after: "2".repeat(40) })]);
  });

  it("answers 401 to a push with no proof, a wrong secret or a changed body, and queues nothing", async () => {
    const r = await receiver(host);
    const body = push();
    const {
      "X-Hub-Signature-256": _h,
      "X-Gitlab-Token": _t,
      "X-Forgejo-Signature": _f,
      "X-Gitea-Signature": _g,
      ...unsigned
    } = signedBy[host](body);
    expect((await r.post(unsigned, body)).status).toBe(401);
    const wrongSecret = Object.fromEntries(
      Object.entries(signedBy[host](body)).map(([k, v]) => [
        k,
        /signature/i.test(k) ? v.replace(hmac(body), hmac(body, "another-secret-entirely")) : /token/i.test(k) ? `${secret}x` : v,
      ]),
    );
    expect((await r.post(wrongSecret, body)).status).toBe(401);
    if (host !== "gitlab")
      expect((await r.post(signedBy[host](body), push("refs/heads/main", { after: "3".repeat(40) }))).status).toBe(401);
    expect(r.pushes).toEqual([]);
    expect(r.logger.lines.filter((l) => l.level === "warn")).not.toHaveLength(0);
  });

  it("takes a signed push to another branch, or another event, without queuing anything", async () => {
    const r = await receiver(host);
    const other = push("refs/heads/cms/news/draft");
    expect(await r.post(signedBy[host](other), other)).toEqual({
      status: 200,
      body: { ok: true, ignored: "a push to refs/heads/cms/news/draft" },
    });
    const deleted = push("refs/heads/main", { after: "0".repeat(40), deleted: true });
    expect((await r.post(signedBy[host](deleted), deleted)).body).toMatchObject({ ignored: "the branch was deleted" });
    const body = push();
    const event = Object.fromEntries(Object.entries(signedBy[host](body)).map(([k, v]) => [k, /event/i.test(k) ? "issues" : v]));
    expect((await r.post(event, body)).body).toMatchObject({ ignored: "not a push (issues)" });
    expect(r.pushes).toEqual([]);
  });
});

describe("the publish webhook refuses", () => {
  it("another host's proof: a valid Gitea or GitHub signature does not open a GitLab hook, nor a Gitea one a GitHub hook", async () => {
    const body = push();
    const gitlab = await receiver("gitlab");
    expect((await gitlab.post({ ...signedBy.github(body), ...signedBy.gitea(body), "X-Gitlab-Event": "Push Hook" }, body)).status).toBe(
      401,
    );
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const github = await receiver("github");
    expect((await github.post({ ...signedBy.gitea(body), ...signedBy.forgejo(body), "X-GitHub-Event": "push" }, body)).status).toBe(401);
    // Forgejo's own header is read for Forgejo: Gitea's alone is not enough.
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const forgejo = await receiver("forgejo");
    expect((await forgejo.post(signedBy.gitea(body), body)).status).toBe(401);
    expect([...gitlab.pushes, ...github.pushes, ...forgejo.pushes]).toEqual([]);
  });

  it("a signature of the wrong length or form without throwing", async () => {
    const r = await receiver("github");
    const body = push();
    for (const value of [
      "sha256=",
      `sha256=${hmac(body).slice(2)}`,
      `sha1=${hmac(body)}`,
      hmac(body),
      `sha256=${hmac(body).toUpperCase()}`,
    ]) {
      expect((await r.post({ "X-GitHub-Event": "push", "X-Hub-Signature-256": value }, body)).status).toBe(401);
    }
    expect(r.pushes).toEqual([]);
  });

  it("other paths and methods, bodies too large for a push, and a signed body that is not JSON", async () => {
    const r = await receiver("github");
    const body = push();
    expect((await r.post(signedBy.github(body), body, "/")).status).toBe(404);
    const get = await fetch(`${r.base}${webhookPath}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const huge = `{"ref":"refs/heads/main","pad":"${"x".repeat(3 * 1024 * 1024)}"}`;
    expect((await r.post(signedBy.github(huge), huge)).status).toBe(413);
    expect((await r.post(signedBy.github("ref=main"), "ref=main")).status).toBe(400);
    expect(r.pushes).toEqual([]);
  });

  it("to say 202 when the publish could not be queued: 503, and the log says why", async () => {
    const r = await receiver("github", () => Promise.reject(new Error("EACCES: the queue directory is not writable")));
    const body = push();
    expect((await r.post(signedBy.github(body), body)).status).toBe(503);
    expect(r.logger.lines).toContainEqual(
      expect.objectContaining({ level: "error", fields: { error: expect.stringContaining("EACCES") } }),
    );
  });
});

describe("GitHub's ping", () => {
  it("is answered when signed, so the hook's page shows it working", async () => {
    const r = await receiver("github");
    const body = JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 1 });
    expect(await r.post({ "X-GitHub-Event": "ping", "X-Hub-Signature-256": `sha256=${hmac(body)}` }, body)).toEqual({
      status: 200,
      body: { ok: true, ping: true },
    });
    expect((await r.post({ "X-GitHub-Event": "ping" }, body)).status).toBe(401);
  });
});
