import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that captures what it is sent (STYLE.md 9: no mocked
 * mail). It can refuse messages with a chosen reply code, answer slowly, and be stopped and
 * started again on the same port to play a mail server that goes down and comes back.
 */
interface CapturedMail {
  raw: string;
  messageId: string | undefined;
  envelopeTo: string[];
  /** Parsed by mailparser (absent with `parse: false`, used by the benchmark). */
  parsed?: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: CapturedMail[];
  /** Reply to the next DATA commands with this code and text instead of accepting. */
  failNext(count: number, code: number, text?: string): void;
  /** Milliseconds to wait before answering each message. */
  delayMs: number;
  /** Stops listening (connections are dropped), keeping the captured mail. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Resolves when at least `count` mails were captured. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** Resolves with the first captured mail that matches, as soon as it arrives. */
  waitForMail(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { port?: number; parse?: boolean } = {}): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const mails: CapturedMail[] = [];
  const failures: { code: number; text: string }[] = [];
  let server: SMTPServer | undefined;
  // Waiters look again each time a mail is captured: no polling.
  const waiters = new Set<() => void>();
  const waitUntil = <T>(found: () => T | undefined, timeoutMs: number, failure: () => string) =>
    new Promise<T>((resolve, reject) => {
      const look = () => {
        const value = found();
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(failure()));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
    });
  const sink: SmtpSink = {
    port: 0,
    url: "",
    mails,
    delayMs: 0,
    failNext(count, code, text = code >= 500 ? "Mailbox unavailable" : "Try again later") {
      for (let i = 0; i < count; i++) failures.push({ code, text });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async restart() {
      await listen(sink.port);
    },
    waitFor(count, timeoutMs = 20_000) {
      return waitUntil(
        () => (mails.length >= count ? mails : undefined),
        timeoutMs,
        () => `expected ${count} mails, got ${mails.length}`,
      );
    },
    waitForMail(match, timeoutMs = 20_000) {
      return waitUntil(
        () => mails.find(match),
        timeoutMs,
        () => `no matching mail among the ${mails.length} captured`,
      );
    },
    async close() {
      await sink.stop();
    },
  };

  async function listen(port: number) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      closeTimeout: 100,
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const answer = async () => {
            if (sink.delayMs) await new Promise((r) => setTimeout(r, sink.delayMs));
            const failure = failures.shift();
            if (failure) {
              callback(Object.assign(new Error(failure.text), { responseCode: failure.code }));
              return;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            mails.push({ raw, messageId, envelopeTo, ...(parse ? { parsed: await simpleParser(raw) } : {}) });
            for (const look of [...waiters]) look();
            callback();
          };
          void answer();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server!.server.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    sink.port = (server.server.address() as AddressInfo).port;
    sink.url = `smtp://127.0.0.1:${sink.port}`;
  }

  await listen(options.port ?? 0);
  return sink;
}
