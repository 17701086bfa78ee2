import path from "node:path";
import { parseArgs } from "node:util";
import { site } from "~/content/company.server";
import { EnvError, parseEnv } from "~/server/env.server";
import { createMailTransport, describeError, messageIdDomainOf } from "~/server/mail-transport.server";
import { renderNotice } from "~/server/staff-notices.server";

/**
 * `node build/server/publish-notice.js --id ID --subject TEXT < body`: one mail to the staff
 * about a publish (deploy/publish: a refused publish or a failed rollback), through the
 * site's own mail transport with the site's settings: over SMTP_URL, or without it as
 * DATA_DIR/mail/publish-ID.eml. To PUBLISH_NOTIFY_TO, or the info mailbox this build shows
 * visitors. Bundled with the server (scripts/postbuild.ts), so it runs from any built
 * release with node alone. Exits 0 once the mail is handed over, 1 if it could not be.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { id: { type: "string" }, subject: { type: "string" } } });
  if (!values.id || !/^[A-Za-z0-9._-]+$/.test(values.id) || !values.subject) {
    process.stderr.write("usage: publish-notice --id ID --subject TEXT < body (ID: letters, digits, . _ -)\n");
    return 64;
  }
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 78;
  }
  const text = await readStdin();
  const to = process.env.PUBLISH_NOTIFY_TO?.trim() || site.mailboxes.info;
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: path.join(env.dataDir, "mail"), connections: 1 });
  const id = `publish-${values.id}`;
  try {
    await transport.send({
      submissionId: id,
      messageId: `<${id}@${messageIdDomainOf(env.MAIL_FROM, env.SITE_URL)}>`,
      from: env.MAIL_FROM,
      to,
      date: new Date(),
      ...renderNotice({ subject: values.subject, text }),
    });
  } catch (error) {
    process.stderr.write(`publish-notice: the mail to ${to} could not be sent (${transport.describe}): ${describeError(error)}\n`);
    return 1;
  } finally {
    transport.close();
  }
  process.stdout.write(`publish-notice: mailed ${to} (${transport.describe})\n`);
  return 0;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`publish-notice: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
