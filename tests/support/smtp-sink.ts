import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that captures what it is sent (STYLE.md 9: no mocked
 * mail). It can refuse messages with a chosen reply code, answer slowly, and be stopped and
 * started again on the same port to play a mail server that goes down and comes back.
 */
export interface CapturedMail {
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
  close(): Promise<void>;
}

export async function startSmtpSink(options: { port?: number; parse?: boolean } = {}): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const mails: CapturedMail[] = [];
  const failures: { code: number; text: string }[] = [];
  let server: SMTPServer | undefined;
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
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mails;
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
