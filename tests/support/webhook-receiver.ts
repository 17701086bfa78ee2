import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * A real webhook receiver on loopback (STYLE.md 9: no mocked HTTP), as a company's n8n or
 * CRM would run one: it verifies every request's signature with the `standardwebhooks`
 * package, the reference verifier, and records what came. Its answers are scripted (500,
 * 410, a redirect, no answer at all); it can go down and come back on the same port.
 */
interface ReceivedWebhook {
  id: string;
  timestamp: number;
  body: string;
  event: { type: string; data: Record<string, unknown> & { id?: string } };
  /** The `standardwebhooks` package accepted its signature. */
  verified: boolean;
  headers: IncomingMessage["headers"];
  /** What the receiver answered. */
  answered: number | "hung";
}

/** An answer; `echo` sends the request's body back, as some receivers put what they got in an error. */
type Answer = { status: number; headers?: Record<string, string>; echo?: boolean } | "hang";

export interface WebhookReceiver {
  url: string;
  port: number;
  /** The whsec_ secret it verifies with: give it to the site as WEBHOOK_SECRET. */
  secret: string;
  received: ReceivedWebhook[];
  /** The answers to the next requests, in order; after them, `answer`. */
  script(...answers: Answer[]): void;
  /** The answer once the script is used up (200 by default). */
  answer: Answer;
  /** Milliseconds to wait before each answer: a slow receiver, so a backlog builds up. */
  delayMs: number;
  /** Distinct `webhook-id`s that arrived verified. */
  ids(): Set<string>;
  /** Resolves once `check` holds of what arrived; looks again at each arrival. */
  waitFor(check: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  /** Stops listening and drops its connections, keeping what arrived. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export async function startWebhookReceiver(options: { secret?: string } = {}): Promise<WebhookReceiver> {
  const secret = options.secret ?? newSecret();
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  const scripted: Answer[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  const hung = new Set<ServerResponse>();
  let server: Server | undefined;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified = false;
      try {
        verifier.verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const answer = scripted.shift() ?? receiver.answer;
      let event: ReceivedWebhook["event"];
      try {
        event = JSON.parse(body) as ReceivedWebhook["event"];
      } catch {
        event = { type: "(not JSON)", data: {} };
      }
      received.push({
        id: String(req.headers["webhook-id"]),
        timestamp: Number(req.headers["webhook-timestamp"]),
        body,
        event,
        verified,
        headers: req.headers,
        answered: answer === "hang" ? "hung" : answer.status,
      });
      for (const look of [...waiters]) look();
      if (answer === "hang") {
        hung.add(res);
        return;
      }
      const reply = () => {
        res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
        res.end(answer.echo ? body : answer.status < 300 ? "ok" : "not ok");
      };
      if (receiver.delayMs) setTimeout(reply, receiver.delayMs);
      else reply();
    });
  };

  async function listen(port: number) {
    server = createServer(handle);
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    receiver.port = (server.address() as AddressInfo).port;
    receiver.url = `http://127.0.0.1:${receiver.port}/hooks/site`;
  }

  const receiver: WebhookReceiver = {
    url: "",
    port: 0,
    secret,
    received,
    answer: { status: 200 },
    delayMs: 0,
    script: (...answers) => void scripted.push(...answers),
    ids: () => new Set(received.filter((r) => r.verified).map((r) => r.id)),
    waitFor(check, timeoutMs = 20_000, what = "webhooks") {
      return new Promise((resolve, reject) => {
        const look = () => {
          if (!check(received)) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`timed out waiting for ${what}: ${received.length} requests received`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      for (const res of hung) res.destroy();
      hung.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restart: () => listen(receiver.port),
    close: () => receiver.stop(),
  };
  await listen(0);
  return receiver;
}
