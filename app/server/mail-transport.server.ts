import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailContent } from "./mail-render.server";

/**
 * Where notification mail goes (PRODUCT.md "Interfaces"): the SMTP server at SMTP_URL, or
 * without it `.eml` files under DATA_DIR/mail/ (one per submission, so a retry overwrites
 * rather than duplicates).
 */
export interface OutgoingMail extends MailContent {
  /** Submission id: names the .eml file. */
  submissionId: string;
  messageId: string;
  from: string;
  to: string;
  date: Date;
}

export interface MailTransport {
  /** Human-readable destination for the start-up log line (no credentials). */
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Removes the file copies of erased submissions (file transport only). */
  forget(submissionIds: string[]): Promise<void>;
  close(): void;
}

/** A failure the outbox should not retry: the server refused the message or recipient. */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown };
  // 5xx is final, except a refused login: that is our configuration, fixable, so retried.
  return typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600 && e.code !== "EAUTH";
}

export function describeError(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const text = `${e.code ? `${e.code} ` : ""}${e.message ?? String(error)}`;
  return text.replace(/\s+/g, " ").slice(0, 500);
}

export function createMailTransport(options: { smtpUrl?: string; mailDir: string; connections?: number }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.connections ?? 4) : fileTransport(options.mailDir);
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    headers: { "Auto-Submitted": "auto-generated", "X-Form-Submission": mail.submissionId },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function smtpTransport(smtpUrl: string, connections: number): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
    // Fail fast enough for the outbox lease (outbox.server.ts) to outlast any one attempt.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const url = new URL(smtpUrl);
  return {
    describe: `${url.protocol}//${url.host}`,
    async send(mail) {
      await transport.sendMail(message(mail));
    },
    async forget() {},
    close: () => transport.close(),
  };
}

function fileTransport(mailDir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const fileOf = (id: string) => path.join(mailDir, `${id}.eml`);
  return {
    describe: `files in ${mailDir}`,
    async send(mail) {
      const info = (await transport.sendMail(message(mail))) as { message: Buffer };
      await mkdir(mailDir, { recursive: true });
      const temp = `${fileOf(mail.submissionId)}.tmp`;
      // Synced before it counts as sent, like an SMTP server's acceptance would be.
      const file = await open(temp, "w");
      try {
        await file.writeFile(info.message);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, fileOf(mail.submissionId));
    },
    async forget(ids) {
      await Promise.all(ids.map((id) => unlink(fileOf(id)).catch(() => {})));
    },
    close() {},
  };
}
