import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { useCli } from "../tests/support/cli";
import { engines } from "../tests/support/databases";
import { createHarness, until, type Harness } from "../tests/support/forms-harness";
import { filesUnder, personToErase, scanFiles, scanPostgresStore, total } from "../tests/support/raw-bytes";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/support/webhook-receiver";

const cli = useCli();

/**
 * `npm run submissions -- erase --email` while the server runs leaves nothing of the person
 * on disk: not in the data file, its write-ahead log, the mail files, or Postgres' pages
 * (PRODUCT.md 10; docs/decisions/0010-erasure.md).
 */
describe.each(engines)("erase on %s", { timeout: 60_000 }, (engine) => {
  let h: Harness;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await h?.cleanup();
    await receiver?.close();
  });

  it("leaves no byte of the erased person's texts behind, webhook deliveries and their log included", async () => {
    // A receiver that fails every delivery and echoes the event back: the log of attempts keeps
    // the start of each answer, so it holds the person's texts, as do the failed deliveries' notices.
    receiver = await startWebhookReceiver();
    receiver.answer = { status: 500, echo: true };
    // No SMTP: mail goes to .eml files, which are personal data too.
    h = await createHarness(engine, {
      SMTP_URL: "",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: receiver.secret,
      WEBHOOK_ALLOW_NETWORKS: "127.0.0.1",
      WEBHOOK_RETRY_SECONDS: "0,0.05",
    });
    const person = personToErase();
    const neighbour = { name: "Anna de Vries", email: "anna@example.nl", message: "Do you deliver to Utrecht?" };
    await h.service.submit({ formType: "contact", formData: neighbour, clientIp: "a" });
    const ids: string[] = [];
    for (const form of person.forms) {
      const result = await h.service.submit({ ...form, clientIp: "b" });
      if (!result.ok) throw new Error(result.error);
      ids.push(result.id);
    }
    await h.service.submit({ formType: "contact", formData: neighbour, clientIp: "a" });
    const mailDir = path.join(h.store.dataDir, "mail");
    await until(() => ids.every((id) => existsSync(path.join(mailDir, `${id}.eml`))), 10_000, "the .eml files");
    const failed = () => h.service.database.db.selectFrom("webhook_deliveries").select("status").where("status", "=", "failed").execute();
    await until(async () => (await failed()).length === 5, 10_000, "every delivery failed");
    const logged = await h.service.database.db.selectFrom("webhook_attempts").select("response").execute();
    expect(logged.filter((a) => a.response?.includes(person.email.slice(0, 20)))).not.toHaveLength(0);
    // A crash in the middle of writing one of this person's mails left its temporary file.
    writeFileSync(path.join(mailDir, `${ids[0]}.eml.tmp`), `To: x\r\nReply-To: ${person.email}\r\n`);

    const files = () => [
      path.join(h.store.dataDir, "forms.sqlite"),
      path.join(h.store.dataDir, "forms.sqlite-wal"),
      ...filesUnder(mailDir),
    ];
    expect(total(scanFiles(files(), person.needles))).toBeGreaterThan(0);

    const erase = await cli.run(h.store.env, "erase", "--email", person.email);
    expect(erase.stdout).toContain("Erased 3 submissions");
    expect(erase.stderr).toBe("");

    // One assertion over everything left, so a failure shows every figure.
    const pages = engine === "postgres" ? await scanPostgresStore(h.store, person.needles) : {};
    if (pages === undefined) console.warn("pageinspect is not available: Postgres pages not scanned");
    expect({ files: scanFiles(files(), person.needles), pages: pages ?? {} }).toEqual({ files: {}, pages: {} });
    // The neighbour's two mails are left, beside the notices of failed deliveries, which name a submission by its id only.
    expect(filesUnder(mailDir).filter((f) => !path.basename(f).startsWith("notice-"))).toHaveLength(2);
    const kept = await h.service.database.db.selectFrom("form_submissions").select("email").execute();
    expect(kept.map((r) => r.email)).toEqual(["anna@example.nl", "anna@example.nl"]);
    const deliveries = await h.service.database.db.selectFrom("webhook_deliveries").select("submission_id").execute();
    expect(deliveries).toHaveLength(2);
  });
});

describe("erase on sqlite while another process reads", { timeout: 60_000 }, () => {
  let h: Harness;
  afterEach(async () => {
    await h?.cleanup();
  });

  it("says what is left on disk, and a second run removes it", async () => {
    h = await createHarness("sqlite", { SMTP_URL: "" });
    const person = personToErase();
    for (const form of person.forms) await h.service.submit({ ...form, clientIp: "b" });
    const file = path.join(h.store.dataDir, "forms.sqlite");
    const files = () => [file, `${file}-wal`];
    // A long read (an export, say) holds a snapshot from before the erasure.
    const reader = new Database(file, { readonly: true });
    reader.exec("begin");
    reader.prepare("select count(*) from form_submissions").get();

    const first = await cli.run(h.store.env, "erase", "--email", person.email);
    expect(first.stdout).toContain("Erased 3 submissions");
    expect(first.stderr).toMatch(
      /^Warning: deleted submissions are not yet gone from the disk: another process was reading .*forms\.sqlite-wal/,
    );
    expect(total(scanFiles(files(), person.needles))).toBeGreaterThan(0);

    reader.exec("commit");
    reader.close();
    const second = await cli.run(h.store.env, "erase", "--email", person.email);
    expect(second).toMatchObject({ stdout: expect.stringContaining("Erased 0 submissions"), stderr: "" });
    expect(scanFiles(files(), person.needles)).toEqual({});
  });
});
