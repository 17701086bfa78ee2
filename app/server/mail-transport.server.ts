import { mkdir, open, readdir, rename, unlink } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailContent } from "./mail-render.server";

/**
 * Where notification mail goes (PRODUCT.md "Interfaces"): the SMTP server at SMTP_URL, or
 * without it `.eml` files under DATA_DIR/mail/ (one per submission, so a retry overwrites
 * rather than duplicates).
 */
interface OutgoingMail extends MailContent {
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
  /** Removes the file copies of erased submissions, whichever transport wrote them. */
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

/** The domain of the site's Message-IDs: the sender's, else the site's host. */
export function messageIdDomainOf(mailFrom: string, siteUrl: string): string {
  return /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(mailFrom)?.[1] ?? new URL(siteUrl).hostname;
}

export function createMailTransport(options: { smtpUrl?: string; mailDir: string; connections?: number }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.connections ?? 4, options.mailDir) : fileTransport(options.mailDir);
}

/**
 * Removes the mail files of erased submissions (PRODUCT.md 10): the message and a
 * temporary copy a crash may have left mid-write. Also with SMTP_URL set, for the files
 * written before it was.
 */
export async function forgetMailFiles(mailDir: string, submissionIds: string[]): Promise<void> {
  await Promise.all(
    submissionIds.flatMap((id) => [`${id}.eml`, `${id}.eml.tmp`].map((name) => unlink(path.join(mailDir, name)).catch(ignoreMissing))),
  );
}

/**
 * Removes every temporary mail file (`*.eml.tmp`), written by a process that crashed
 * before renaming it: personal data no submission refers to any more, since the outbox
 * writes the message anew. Run at start, by the process that owns the directory.
 */
export async function removeUnfinishedMail(mailDir: string): Promise<number> {
  const names = await readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const unfinished = names.filter((name) => name.endsWith(".eml.tmp"));
  await Promise.all(unfinished.map((name) => unlink(path.join(mailDir, name)).catch(ignoreMissing)));
  return unfinished.length;
}

function ignoreMissing(error: NodeJS.ErrnoException) {
  if (error.code !== "ENOENT") throw error;
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

function smtpTransport(smtpUrl: string, connections: number, mailDir: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
    // The outbox renews the lease of a job while its send is under way (outbox-claims.server.ts),
    // so an attempt may outlast MAIL_LEASE_MS; these bound how long a dead connection holds a
    // job before it is retried. They stay above what a slow but working server needs (the
    // end of DATA may take a while) so that it is not sent twice (docs/decisions/0005-forms-pipeline.md).
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
    forget: (ids) => forgetMailFiles(mailDir, ids),
    close: () => transport.close(),
  };
}

function fileTransport(mailDir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const fileOf = (id: string) => path.join(mailDir, `${id}.eml`);
  // Submissions being written now, and those of them erased meanwhile: the file of an
  // erased one is removed as soon as it is complete, rather than left behind.
  const writing = new Set<string>();
  const erasedWhileWriting = new Set<string>();
  return {
    describe: `files in ${mailDir}`,
    async send(mail) {
      const info = (await transport.sendMail(message(mail))) as { message: Buffer };
      await mkdir(mailDir, { recursive: true });
      const temp = `${fileOf(mail.submissionId)}.tmp`;
      writing.add(mail.submissionId);
      try {
        // Synced before it counts as sent, like an SMTP server's acceptance would be.
        const file = await open(temp, "w");
        try {
          await file.writeFile(info.message);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, fileOf(mail.submissionId));
      } finally {
        writing.delete(mail.submissionId);
        if (erasedWhileWriting.delete(mail.submissionId)) await forgetMailFiles(mailDir, [mail.submissionId]);
      }
    },
    async forget(ids) {
      for (const id of ids) if (writing.has(id)) erasedWhileWriting.add(id);
      await forgetMailFiles(mailDir, ids);
    },
    close() {},
  };
}
