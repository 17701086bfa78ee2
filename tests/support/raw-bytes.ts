import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestStore } from "./databases";

/**
 * What is left on disk after an erasure (PRODUCT.md 10; docs/decisions/0010-erasure.md):
 * the raw bytes of files and of Postgres pages, searched for the erased person's texts.
 */
function occurrences(haystack: Buffer, needle: string): number {
  const bytes = Buffer.from(needle, "utf8");
  let count = 0;
  for (let at = haystack.indexOf(bytes); at !== -1; at = haystack.indexOf(bytes, at + 1)) count++;
  return count;
}

/** Every regular file under `dir` (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Hits per file (files without a hit left out), for a readable failure. */
export function scanFiles(files: string[], needles: string[]): Record<string, number> {
  const hits: Record<string, number> = {};
  for (const file of files.filter((f) => existsSync(f))) {
    const bytes = readFileSync(file);
    const n = needles.reduce((sum, needle) => sum + occurrences(bytes, needle), 0);
    if (n) hits[path.basename(file)] = n;
  }
  return hits;
}

export const total = (hits: Record<string, number>) => Object.values(hits).reduce((a, b) => a + b, 0);

/**
 * Hits per relation in the raw pages of a Postgres test store's tables, their indexes and
 * TOAST data, read with pageinspect (what the data files hold, free space included).
 * Undefined when pageinspect cannot be installed (it needs a superuser): the caller says so.
 */
export async function scanPostgresStore(store: TestStore, needles: string[]): Promise<Record<string, number> | undefined> {
  const schema = store.env.DATABASE_SCHEMA!;
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
  await client.connect();
  try {
    let ext = await client.query<{ ns: string }>(
      `select extnamespace::regnamespace::text as ns from pg_extension where extname = 'pageinspect'`,
    );
    if (!ext.rows.length) {
      await client.query("create extension if not exists pageinspect").catch(() => {});
      ext = await client.query(`select extnamespace::regnamespace::text as ns from pg_extension where extname = 'pageinspect'`);
      if (!ext.rows.length) return undefined;
    }
    const ns = ext.rows[0]!.ns;
    const { rows: relations } = await client.query<{ oid: number; name: string; blocks: number }>(
      `with own as (select oid, reltoastrelid from pg_class where relnamespace = $1::regnamespace and relkind in ('r', 'i')),
            toast as (select reltoastrelid as oid from own where reltoastrelid <> 0
                      union select indexrelid from pg_index where indrelid in (select reltoastrelid from own))
       select c.oid::int as oid, c.relname as name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as blocks
       from pg_class c where c.oid in (select oid from own union select oid from toast)`,
      [schema],
    );
    const hits: Record<string, number> = {};
    for (const rel of relations) {
      let n = 0;
      for (let block = 0; block < rel.blocks; block++) {
        const { rows } = await client.query<{ page: Buffer }>(`select ${ns}.get_raw_page($1::regclass::text, 'main', $2) as page`, [
          rel.oid,
          block,
        ]);
        n += needles.reduce((sum, needle) => sum + occurrences(rows[0]!.page, needle), 0);
      }
      if (n) hits[rel.name] = n;
    }
    return hits;
  } finally {
    await client.end();
  }
}

/**
 * Someone who asks to be erased: texts found nowhere else, in a short message and in a
 * long one (SQLite overflow pages, Postgres TOAST), in two of the forms.
 */
export function personToErase() {
  const tag = randomBytes(6).toString("hex");
  const email = `erase-${tag}@example.nl`;
  const name = `Erasmus ${tag}`;
  const marker = `MARKER${tag.toUpperCase()}`;
  // Random words: compression (TOAST) must not hide the marker from the scan by accident.
  const long = Array.from({ length: 500 }, () => randomBytes(4).toString("hex")).join(" ");
  return {
    email,
    needles: [email, email.toUpperCase(), name, marker],
    forms: [
      { formType: "contact", formData: { name, email, message: `Where can I buy one? ${marker}` } },
      { formType: "contact", formData: { name, email: email.toUpperCase(), message: `${long} ${marker}`.slice(-4900) } },
      {
        formType: "service-request",
        formData: { name, email, brand: "Norcool", model: "NC-45", urgency: "high", issueDescription: `It hums. ${marker}` },
      },
    ],
  };
}
