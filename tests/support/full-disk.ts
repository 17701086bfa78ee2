import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { openDatabase, sqliteFileIn, type FormsDatabase } from "~/server/db.server";
import { createSubmissionWriter } from "~/server/submission-store.server";
import type { TestStore } from "./databases";

/**
 * A full disk, portably and without root. SQLite: the server runs with a size cap
 * (SQLITE_MAX_SIZE_MB, SQLite's max_page_count) and the database is filled to it: first
 * with submissions waiting to be mailed, then with a ballast table that stands for the other
 * things on the disk; freeing space drops the ballast. Postgres: a trigger answers every row
 * written to the form tables with the error Postgres gives on a full disk (SQLSTATE 53100);
 * freeing space drops it.
 */
export interface FullDisk {
  /** Settings for the form service or the server: the cap the SQLite "disk" stands for. */
  env: Record<string, string>;
  /** Stores `count` contact submissions with their mail pending, then fills the disk; returns their Message-IDs. */
  fill(count: number): Promise<string[]>;
  /** Makes room: writes succeed again. */
  free(): Promise<void>;
}

/** A message long enough that a new submission always needs a fresh database page. */
export const longMessage = "Is the wine cabinet available in stainless steel? ".repeat(60);

const maxSizeMb = 0.5;

export function fullDisk(store: TestStore): FullDisk {
  const open = () =>
    openDatabase({ databaseUrl: store.env.DATABASE_URL, schema: store.env.DATABASE_SCHEMA, sqliteFile: sqliteFileIn(store.dataDir) });
  return {
    env: store.engine === "sqlite" ? { SQLITE_MAX_SIZE_MB: String(maxSizeMb) } : {},
    async fill(count) {
      const database = await open();
      try {
        // The same cap as the server's, set on this connection (it is per connection).
        if (store.engine === "sqlite")
          await sql.raw(`pragma max_page_count = ${Math.floor((maxSizeMb * 1048576) / 4096)}`).execute(database.db);
        const ids = await storePending(database, count);
        if (store.engine === "sqlite") await fillSqlite(database);
        else await failPostgresWrites(database);
        return ids;
      } finally {
        await database.close();
      }
    },
    async free() {
      const database = await open();
      try {
        if (store.engine === "sqlite") await sql`drop table ballast`.execute(database.db);
        else {
          await sql`drop trigger disk_full on form_submissions`.execute(database.db);
          await sql`drop trigger disk_full on mail_outbox`.execute(database.db);
        }
      } finally {
        await database.close();
      }
    },
  };
}

/** Stores `count` contact submissions with their mail pending; returns their Message-IDs. */
export async function storePending(database: FormsDatabase, count: number): Promise<string[]> {
  const writer = createSubmissionWriter(database);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const data = { name: `Visitor ${i}`, email: `v${i}@example.nl`, message: longMessage };
    await writer.write({
      id,
      formType: "contact",
      createdAt: Date.now(),
      email: data.email,
      name: data.name,
      lang: "en",
      data,
      metadata: {},
      spam: false,
      mail: { recipient: "info@example.nl", messageId: `<${id}@example.nl>` },
    });
    ids.push(`<${id}@example.nl>`);
  }
  return ids;
}

/** Ballast rows of falling size until even the smallest finds no room: the file is at its cap. */
async function fillSqlite(database: FormsDatabase) {
  await sql`create table ballast (b blob)`.execute(database.db);
  for (const size of [3000, 300, 30]) {
    for (;;) {
      try {
        await sql`insert into ballast values (zeroblob(${size}))`.execute(database.db);
      } catch (error) {
        if ((error as { code?: string }).code === "SQLITE_FULL") break;
        throw error;
      }
    }
  }
}

async function failPostgresWrites(database: FormsDatabase) {
  await sql`
    create function disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/16384/16385": No space left on device'
        using errcode = 'disk_full', hint = 'Check free disk space.';
    end $$`.execute(database.db);
  for (const table of ["form_submissions", "mail_outbox"]) {
    await sql`create trigger disk_full before insert or update on ${sql.id(table)} for each row execute function disk_full()`.execute(
      database.db,
    );
  }
}
