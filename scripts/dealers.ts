import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dealerSchema } from "../app/content/dealers.schema.server";
import type { Dealer } from "../app/content/dealers";
import { parseCsv, toCsv } from "../app/lib/csv";
import { defaultOrder } from "../app/lib/dealers";

/**
 * `npm run dealers -- export [FILE.csv]` and `npm run dealers -- import FILE.csv`: the dealer
 * list kept in a spreadsheet (PRODUCT.md 21). Import checks every row (required name and
 * town, tier A/B/C, coordinates inside the dealer's country, phone, e-mail and website
 * formats, unique ids), reports every bad row and column at once and changes nothing when
 * any is bad; otherwise it writes content/dealers/, one file a dealer named by its id (the
 * files the editor changes one by one), and removes the files of dealers the spreadsheet no
 * longer lists; the next build publishes them. Export writes every file of the folder as one
 * row, in the site's list order. Exit codes: 0 done, 1 the file has errors, 64 wrong usage.
 */
const columns = ["id", "name", "city", "country", "tier", "lat", "lng", "phone", "email", "website"] as const;
const folder = path.resolve(process.env.DEALERS_DIR || "content/dealers");

/** A dealer's file as the import writes it: its fields in the columns' order. */
const dealerFile = (dealer: Dealer): string => `${JSON.stringify(dealer, null, 2)}\n`;

const dealerFiles = (): string[] => (existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".json")) : []);

function exportCsv(file: string | undefined) {
  const list = defaultOrder(dealerFiles().map((f) => JSON.parse(readFileSync(path.join(folder, f), "utf8")) as Dealer)).map(
    (e) => e.dealer,
  );
  const csv = toCsv([columns, ...list.map((d) => columns.map((c) => d[c]))]);
  if (file) {
    writeFileSync(file, csv);
    process.stdout.write(`${list.length} dealers written to ${file}\n`);
  } else process.stdout.write(csv);
}

/** The rows as dealers, or every problem found, each naming its row (as the spreadsheet numbers it) and column. */
export function readDealers(csv: string): { dealers: Dealer[]; errors: string[] } {
  const [header = [], ...rows] = parseCsv(csv);
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length)
    return { dealers: [], errors: [`line 1: missing column(s) ${missing.join(", ")}; the columns are ${columns.join(", ")}`] };
  if (!rows.length) return { dealers: [], errors: ["the file has no dealers: nothing to import"] };
  const errors: string[] = [];
  const dealers: Dealer[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const line = i + 2;
    const raw = Object.fromEntries(columns.map((c) => [c, (cells[names.indexOf(c)] ?? "").trim()]));
    const number = (v: string) => (/^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(",", ".")) : v === "" ? undefined : Number.NaN);
    const candidate = { ...raw, lat: number(raw.lat!), lng: number(raw.lng!) };
    const result = dealerSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push(
          `line ${line}, column ${String(issue.path[0] ?? "?")}: ${issue.message}${raw[String(issue.path[0])] ? ` (${JSON.stringify(raw[String(issue.path[0])])})` : ""}`,
        );
    } else dealers.push(result.data);
    const earlier = seen.get(raw.id!);
    if (raw.id && earlier) errors.push(`line ${line}, column id: ${JSON.stringify(raw.id)} is already used on line ${earlier}`);
    else if (raw.id) seen.set(raw.id, line);
  });
  return { dealers, errors };
}

function importCsv(file: string) {
  const { dealers, errors } = readDealers(readFileSync(file, "utf8"));
  if (errors.length) {
    process.stderr.write(`${file}: ${errors.length} problem(s); nothing was changed:\n${errors.map((e) => `  ${e}`).join("\n")}\n`);
    process.exit(1);
  }
  mkdirSync(folder, { recursive: true });
  const before = new Set(dealerFiles());
  let added = 0;
  let changed = 0;
  for (const dealer of dealers) {
    const name = `${dealer.id}.json`;
    const file = path.join(folder, name);
    const text = dealerFile(dealer);
    if (!before.delete(name)) added++;
    else if (readFileSync(file, "utf8") === text) continue;
    else changed++;
    // Each file whole or not at all.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  for (const name of before) rmSync(path.join(folder, name));
  const tiers = (["A", "B", "C"] as const).map((t) => `${t}: ${dealers.filter((d) => d.tier === t).length}`).join(", ");
  process.stdout.write(
    `${dealers.length} dealers (${tiers}) in ${path.relative(process.cwd(), folder) || "."}/: ${added} added, ${changed} changed, ${before.size} removed; build again to publish them\n`,
  );
}

const [command, file] = process.argv.slice(2);
if (command === "export") exportCsv(file);
else if (command === "import" && file) importCsv(file);
else {
  process.stderr.write("usage: npm run dealers -- export [FILE.csv] | import FILE.csv\n");
  process.exit(64);
}
