/**
 * Staff CLI for stored form submissions (PRODUCT.md 10). Same environment and
 * database code as the server, so it works on SQLite (also while the server runs) and on
 * Postgres alike.
 *
 *   npm run submissions -- list [--limit 50] [--spam] [--email ADDRESS]
 *   npm run submissions -- export --csv [--out FILE] [--spam]
 *   npm run submissions -- erase --email ADDRESS
 *   npm run submissions -- backup FILE [--force]
 *   npm run submissions -- webhooks status | log | replay | test | enable | secret (submissions-webhooks.ts)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirError, ensureDataDir, usesDataDir } from "../app/server/data-dir.server";
import { openDatabase, sqliteFileIn } from "../app/server/db.server";
import { EnvError, parseEnv, type Env } from "../app/server/env.server";
import { forgetMailFiles } from "../app/server/mail-transport.server";
import { BackupError, backupSqlite } from "../app/server/sqlite-backup.server";
import { deleteSubmissions, listSubmissions, type SubmissionRow } from "../app/server/submission-queries.server";
import { deliveryLog } from "../app/server/webhook-queries.server";
import { toCsv } from "./submissions-csv";
import { webhookSummary, webhooksCommand, webhooksUsage, WebhookUsageError } from "./submissions-webhooks";
import { asText } from "../app/lib/text";

const usage = `Usage:
  npm run submissions -- list [--limit N] [--spam] [--email ADDRESS]
  npm run submissions -- export --csv [--out FILE] [--spam]
  npm run submissions -- erase --email ADDRESS
  npm run submissions -- backup FILE [--force]
${webhooksUsage}`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      spam: { type: "boolean", default: false },
      email: { type: "string" },
      csv: { type: "boolean", default: false },
      out: { type: "string" },
      force: { type: "boolean", default: false },
      id: { type: "string" },
      failed: { type: "boolean", default: false },
      endpoint: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 64;
  }

  const env = parseEnv();
  if (usesDataDir(env)) ensureDataDir(env.dataDir);
  if (command === "backup") {
    if (!positionals[1] || positionals.length > 2) throw new UsageError("backup needs one FILE to write");
    return backup(env, positionals[1], values.force);
  }
  // An incomplete scrub after an erasure is told to staff as it is (docs/decisions/0010-erasure.md).
  const logger = { warn: (msg: string, fields?: Record<string, unknown>) => console.error(`Warning: ${msg}: ${asText(fields?.detail)}.`) };
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    sqliteFile: sqliteFileIn(env.dataDir),
    logger,
  });
  const limit = values.limit ? Number(values.limit) : 50;
  try {
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
    if (command === "webhooks") return await webhooksCommand(env, database, positionals[1], { ...values, limit });
    if (command === "list") {
      const rows = await listSubmissions(database.db, { limit, spam: values.spam, email: values.email });
      const deliveries = await deliveryLog(database.db, { submissionIds: rows.map((r) => r.id) });
      printTable(rows, (id) => webhookSummary(deliveries.filter((d) => d.submissionId === id)));
      console.log(`\n${rows.length} shown (newest first${values.spam ? ", spam only" : ", spam hidden"}) from ${database.where}`);
      return 0;
    }
    if (command === "export") {
      if (!values.csv) throw new UsageError("export needs --csv");
      const rows = await listSubmissions(database.db, { spam: values.spam });
      const csv = toCsv(rows);
      if (values.out) {
        writeFileSync(values.out, csv);
        console.error(`${rows.length} submissions written to ${values.out}`);
      } else process.stdout.write(csv);
      return 0;
    }
    if (command === "erase") {
      if (!values.email) throw new UsageError("erase needs --email ADDRESS");
      const ids = await deleteSubmissions(database, { email: values.email });
      // Mail written as files (no SMTP_URL, now or before) is personal data too.
      await forgetMailFiles(path.join(env.dataDir, "mail"), ids);
      console.log(`Erased ${ids.length} submission${ids.length === 1 ? "" : "s"} (and their mail jobs) for ${values.email.trim()}.`);
      return 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** SQLite: an online copy (sqlite-backup.server.ts). Postgres has its own tool for this. */
async function backup(env: Env, file: string, force: boolean): Promise<number> {
  if (env.DATABASE_URL) {
    const what = env.DATABASE_SCHEMA
      ? `--schema=${env.DATABASE_SCHEMA}`
      : "--table=form_submissions --table=mail_outbox --table='webhook_*' --table=staff_notices --table='kysely_migration*'";
    console.error(
      "The submissions are in PostgreSQL (DATABASE_URL): back them up with pg_dump, which takes a consistent\n" +
        `snapshot while the server runs:\n\n  pg_dump --format=custom ${what} --file=${shellWord(file)} "$DATABASE_URL"\n\n` +
        "and restore with pg_restore. This command copies only the embedded SQLite database.",
    );
    // sysexits(3) EX_UNAVAILABLE: nothing was written, and a script must not think otherwise.
    return 69;
  }
  const result = await backupSqlite(sqliteFileIn(env.dataDir), file, { force });
  const n = result.submissions;
  console.log(`Backed up ${n} submission${n === 1 ? "" : "s"} (${result.bytes} bytes) to ${result.file}.`);
  return 0;
}

const shellWord = (word: string) => (/^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

function printTable(rows: SubmissionRow[], webhooks: (id: string) => string) {
  const lines = rows.map((r) => [
    new Date(r.createdAt).toISOString().replace("T", " ").slice(0, 16),
    r.formType + (r.spam ? " (spam)" : ""),
    r.lang,
    r.name.slice(0, 28),
    r.email.slice(0, 36),
    r.mailStatus ? `${r.mailStatus}${r.mailStatus === "sent" ? "" : ` (${r.mailAttempts} tries)`}` : "-",
    webhooks(r.id),
    r.id,
  ]);
  const head = ["received (UTC)", "form", "lang", "name", "email", "mail", "webhooks", "id"];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(fmt(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(fmt(l));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof WebhookUsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof EnvError || error instanceof DataDirError || error instanceof BackupError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    // sysexits(3): usage 64, cannot create (DATA_DIR) 73, otherwise 1.
    process.exit(error instanceof UsageError || error instanceof WebhookUsageError ? 64 : error instanceof DataDirError ? 73 : 1);
  },
);
