import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "~/server/logger.server";

/**
 * The push webhook that starts a publish (docs/deploy.md, "Publishing content";
 * docs/decisions/0024-publishing.md). It answers only a request signed by the one Git host it
 * is configured for, takes only a push to the configured branch, and does one thing then:
 * calls `trigger`, which queues a publish. The commit is never taken from the payload: the
 * publish fetches the branch itself, so a payload can name nothing to build.
 *
 * Each host's proof of origin, checked over the exact bytes received, before any is parsed:
 * - GitHub: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body with the secret>`;
 * - Forgejo: `X-Forgejo-Signature: <hex HMAC-SHA256>` (Gitea: `X-Gitea-Signature`);
 * - GitLab: `X-Gitlab-Token: <the secret itself>` (GitLab sends its secret, it signs nothing).
 * Every comparison takes the same time however many bytes match.
 */
export const gitHosts = ["github", "gitlab", "forgejo", "gitea"] as const;
export type GitHost = (typeof gitHosts)[number];

export interface PublishWebhookConfig {
  host: GitHost;
  secret: string;
  /** The branch whose pushes are published, e.g. `main`. */
  branch: string;
}

export interface Push {
  host: GitHost;
  branch: string;
  /** The commit the host says the branch now points at (logged; the publish fetches for itself). */
  after: string;
  /** The host's delivery id, for finding this delivery in its log. */
  delivery?: string;
}

/** Where the hosts post: nginx passes this path on to the receiver (deploy/nginx.conf). */
export const webhookPath = "/_publish";
/** GitHub caps a payload at 25 MB, but a push's is kilobytes: past this it is no push of ours. */
const maxBodyBytes = 2 * 1024 * 1024;

const eventHeader: Record<GitHost, string> = {
  github: "x-github-event",
  gitlab: "x-gitlab-event",
  forgejo: "x-forgejo-event",
  gitea: "x-gitea-event",
};
const pushEvent: Record<GitHost, string> = { github: "push", gitlab: "Push Hook", forgejo: "push", gitea: "push" };
const deliveryHeader: Record<GitHost, string> = {
  github: "x-github-delivery",
  gitlab: "x-gitlab-event-uuid",
  forgejo: "x-forgejo-delivery",
  gitea: "x-gitea-delivery",
};

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
};

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Whether the request carries the configured host's proof that it sent these bytes. */
function isSigned(config: PublishWebhookConfig, headers: IncomingHttpHeaders, body: Buffer): boolean {
  if (config.host === "gitlab") {
    const token = header(headers, "x-gitlab-token");
    if (token === undefined) return false;
    // Digests first: equal lengths whatever was sent, so the comparison says nothing of the secret's.
    const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
    return sameBytes(digest(token), digest(config.secret));
  }
  const value =
    config.host === "github"
      ? /^sha256=([0-9a-f]{64})$/.exec(header(headers, "x-hub-signature-256") ?? "")?.[1]
      : /^([0-9a-f]{64})$/.exec(header(headers, config.host === "forgejo" ? "x-forgejo-signature" : "x-gitea-signature") ?? "")?.[1];
  if (!value) return false;
  return sameBytes(Buffer.from(value, "hex"), createHmac("sha256", config.secret).update(body).digest());
}

type Answer = { status: number; body: Record<string, unknown> };

/** The answer to a signed delivery, and the push to publish if it is one. */
function readDelivery(config: PublishWebhookConfig, headers: IncomingHttpHeaders, body: Buffer): Answer & { push?: Push } {
  const event = header(headers, eventHeader[config.host]);
  // GitHub's first delivery to a new hook; answered so its page shows the hook working.
  if (config.host === "github" && event === "ping") return { status: 200, body: { ok: true, ping: true } };
  if (event !== pushEvent[config.host]) return { status: 200, body: { ok: true, ignored: `not a push (${event ?? "no event"})` } };
  let payload: { ref?: unknown; after?: unknown; deleted?: unknown };
  try {
    payload = JSON.parse(body.toString("utf8")) as typeof payload;
  } catch {
    return { status: 400, body: { error: "the payload is not JSON: set the hook's content type to application/json" } };
  }
  if (typeof payload !== "object" || payload === null || typeof payload.ref !== "string") {
    return { status: 400, body: { error: "the payload names no ref" } };
  }
  if (payload.ref !== `refs/heads/${config.branch}`) return { status: 200, body: { ok: true, ignored: `a push to ${payload.ref}` } };
  const after = typeof payload.after === "string" ? payload.after : "";
  if (payload.deleted === true || /^0+$/.test(after)) return { status: 200, body: { ok: true, ignored: "the branch was deleted" } };
  const delivery = header(headers, deliveryHeader[config.host]);
  return {
    status: 202,
    body: { ok: true, queued: after || "the branch's newest commit" },
    push: { host: config.host, branch: config.branch, after, ...(delivery ? { delivery } : {}) },
  };
}

/**
 * The receiver's request handler. 401 to anything not signed by the configured host, before
 * the body is parsed; 202 once a push to the branch is queued; 2xx with the reason for a
 * signed delivery that is not one (another branch, another event), so the host's log does
 * not show the hook failing.
 */
export function publishWebhookListener(config: PublishWebhookConfig, trigger: (push: Push) => Promise<void>, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const answer = (status: number, body: Record<string, unknown>) => {
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Cache-Control", "no-store");
      res.end(JSON.stringify(body));
    };
    const pathname = (req.url ?? "").split("?")[0];
    if (pathname !== webhookPath) return answer(404, { error: "not found" });
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return answer(405, { error: "POST only" });
    }
    const body = await readBody(req);
    if (!body) {
      res.setHeader("Connection", "close");
      return answer(413, { error: "too large for a push" });
    }
    if (!isSigned(config, req.headers, body)) {
      logger.warn("publish webhook: refused a delivery without a valid signature", {
        host: config.host,
        from: req.headers["x-forwarded-for"] ?? req.socket.remoteAddress,
      });
      return answer(401, { error: `not signed by the configured ${config.host} hook` });
    }
    const delivery = readDelivery(config, req.headers, body);
    if (!delivery.push) {
      logger.info("publish webhook: signed delivery, nothing to publish", { host: config.host, ...delivery.body });
      return answer(delivery.status, delivery.body);
    }
    try {
      await trigger(delivery.push);
    } catch (error) {
      logger.error("publish webhook: could not queue the publish", { error: String(error) });
      return answer(503, { error: "the publish could not be queued: see the server's log" });
    }
    logger.info("publish webhook: publish queued", { ...delivery.push });
    return answer(delivery.status, delivery.body);
  };
}

/** The body, or undefined past the cap (counted as it streams, whatever Content-Length says). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) return undefined;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBodyBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
