import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "./db.server";
import { escapeHtml, type MailContent } from "./mail-render.server";

/**
 * Mail to staff about the webhooks (PRODUCT.md 24: a lead is delivered, or a person is told
 * why not): a delivery whose retries are spent, an endpoint disabled. A notice is a row
 * written in the same transaction as the state it reports, and the mail outbox sends it
 * with its retries and leases, so it is as durable as a lead's own mail. Its text names
 * the submission by id and the endpoint by scheme and host, never the visitor's data: the
 * notification mail already carries that, and the staff CLI shows the rest.
 */
export interface NoticeAddressing {
  /** The mailbox told (WEBHOOK_NOTIFY_TO, or the info mailbox). */
  to: string;
  /** The domain of its Message-ID, as the notifications'. */
  messageIdDomain: string;
}

export async function queueNotice(
  trx: Kysely<DB>,
  addressing: NoticeAddressing,
  notice: { submissionId?: string; subject: string; text: string; at: number },
): Promise<void> {
  const id = randomUUID();
  await trx
    .insertInto("staff_notices")
    .values({
      id,
      submission_id: notice.submissionId ?? null,
      message_id: `<notice-${id}@${addressing.messageIdDomain}>`,
      recipient: addressing.to,
      status: "pending",
      attempts: 0,
      next_attempt_at: notice.at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: notice.at,
      sent_at: null,
      subject: notice.subject,
      text: notice.text,
    })
    .execute();
}

export function renderNotice(row: { subject: string; text: string }): MailContent {
  return {
    subject: row.subject,
    text: row.text,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(row.subject)}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#14202b;white-space:pre-wrap">${escapeHtml(row.text)}</body></html>`,
  };
}
