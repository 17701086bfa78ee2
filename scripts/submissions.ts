/**
 * Staff CLI for stored form submissions (issue 3.7; PRODUCT.md 10). Same environment and
 * database code as the server, so it works on SQLite (also while the server runs) and on
 * Postgres alike.
 *
 *   npm run submissions -- list [--limit 50] [--spam] [--email ADDRESS]
 *   npm run submissions -- export --csv [--out FILE] [--spam]
 *   npm run submissions -- erase --email ADDRESS
 */
import { writeFileSync } from "node:fs";
import { unlink } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, sqliteFileIn } from "../app/server/db.server";
import { EnvError, parseEnv } from "../app/server/env.server";
import { deleteSubmissions, listSubmissions, type SubmissionRow } from "../app/server/submission-store.server";
import { toCsv } from "./submissions-csv";

const usage = `Usage:
  npm run submissions -- list [--limit N] [--spam] [--email ADDRESS]
  npm run submissions -- export --csv [--out FILE] [--spam]
  npm run submissions -- erase --email ADDRESS`;

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
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 64;
  }

  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile: sqliteFileIn(env.dataDir) });
  try {
    if (command === "list") {
      const limit = values.limit ? Number(values.limit) : 50;
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
      const rows = await listSubmissions(database.db, { limit, spam: values.spam, email: values.email });
      printTable(rows);
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
      // Mail written as files (no SMTP_URL) is personal data too.
      await Promise.all(ids.map((id) => unlink(path.join(env.dataDir, "mail", `${id}.eml`)).catch(() => {})));
      console.log(`Erased ${ids.length} submission${ids.length === 1 ? "" : "s"} (and their mail jobs) for ${values.email.trim()}.`);
      return 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

function printTable(rows: SubmissionRow[]) {
  const lines = rows.map((r) => [
    new Date(r.createdAt).toISOString().replace("T", " ").slice(0, 16),
    r.formType + (r.spam ? " (spam)" : ""),
    r.name.slice(0, 28),
    r.email.slice(0, 36),
    r.mailStatus ? `${r.mailStatus}${r.mailStatus === "sent" ? "" : ` (${r.mailAttempts} tries)`}` : "-",
    r.id,
  ]);
  const head = ["received (UTC)", "form", "name", "email", "mail", "id"];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
  console.log(fmt(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(fmt(l));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof EnvError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 64 : 1);
  },
);
