import { defaultOrder } from "../lib/dealers";
import type { Dealer } from "./dealers";
import { dealerSchema } from "./dealers.schema.server";
import { content, ContentError } from "./load.server";

/**
 * The dealer network shown by the dealer locator on the Norcool page (spec 2.9, 3, 9;
 * PRODUCT.md 12, 21): content/dealers/<id>.json, one file a dealer, named by its id. The
 * editor adds, changes and removes one dealer a file; `npm run dealers -- import FILE.csv`
 * writes the whole folder from the staff's spreadsheet (scripts/dealers.ts). Each file is
 * checked with ./dealers.schema.server.ts, as the import checks each row.
 *
 * The sample network has spec 3's shape: 54 dealers, all in the Netherlands, tier A: 2, B: 2,
 * C: 50. Towns and coordinates are real (town centres); names and contact details are SAMPLES
 * until the company imports its dealer list: the phone numbers use a real area code followed
 * by 000, which no Dutch subscriber number starts with, so they reach no one.
 */
export function loadDealers(reader: Pick<typeof content, "readEntries"> = content): Dealer[] {
  const entries = reader.readEntries("dealers", dealerSchema);
  const problems = entries
    .filter((e) => e.value.id !== e.name)
    .map((e) => `${e.path}: id: "${e.value.id}" differs from the file name; name the file ${e.value.id}.json, or write "id": "${e.name}"`);
  if (!entries.length) problems.push("content/dealers/ has no dealer: add one file a dealer (or npm run dealers -- import FILE.csv)");
  if (problems.length) throw new ContentError(problems);
  // The list's own order, not the files': tier A, then B, then C, each by town (app/lib/dealers.ts).
  return defaultOrder(entries.map((e) => e.value)).map((e) => e.dealer);
}

/**
 * Every dealer, premium partners first, then by town: the locator lists them so until the
 * visitor sorts by distance; every dealer count the site shows comes from here.
 */
export const dealers: readonly Dealer[] = loadDealers();
