import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Generated files that are committed (docs/decisions/0011-generated-files.md): the sample
 * documents under public/files/ and the raster copies of drawings under public/images/generated/.
 * scripts/made-from.json records, for each, a hash of everything it was made from (its
 * content, the code that renders it, the versions of the libraries that do) and a hash of the
 * file itself. A build redoes a file only when either no longer matches, so an unchanged
 * checkout builds without rendering anything, and an edit (a phone number in
 * content/company/details.yml, a redrawn SVG, a PUBLIC_* setting the build is given) still
 * reaches every file that shows it.
 */

const root = path.resolve(import.meta.dirname, "..");
const madeFromFile = path.join(root, "scripts/made-from.json");

interface Made {
  /** Hash of what the file was made from (see `inputsOf`). */
  inputs: string;
  /** Hash of the file's bytes, so a file changed or replaced by hand is made again. */
  sha256: string;
}

/** By site path ("/files/brochures/dealer-brochure.pdf"). */
export type MadeFrom = Record<string, Made>;

/** A file a generator can make: what it is made from, and how. */
export interface Product {
  inputs: string;
  make: () => Promise<Uint8Array>;
}

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A text file as inputs see it: a checkout with CRLF line ends is the same source. */
export const textOf = (file: string) => readFileSync(file, "utf8").replace(/\r\n/g, "\n");

/**
 * The renderer's part of a file's inputs: the source of the modules that turn content into
 * bytes (paths from the repository root) and the versions of the libraries they call, as the
 * lockfile pins them. Changing either makes every file they render again.
 */
export function rendererOf(sources: readonly string[], packages: readonly string[]): string {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };
  return sha256(
    JSON.stringify([
      sources.map((file) => [file, sha256(textOf(path.join(root, file)))]),
      packages.map((name) => [name, lock.packages[`node_modules/${name}`]?.version ?? "missing"]),
    ]),
  );
}

/** Hash of a file's inputs: anything JSON can hold, in a fixed order. */
export const inputsOf = (...parts: unknown[]) => sha256(JSON.stringify(parts));

export function readMadeFrom(file = madeFromFile): MadeFrom {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MadeFrom) : {};
}

/** Writes the record, one file a line so a diff shows which files were made again. */
export function writeMadeFrom(record: MadeFrom, file = madeFromFile): void {
  const lines = Object.keys(record)
    .sort()
    .map((url) => `  ${JSON.stringify(url)}: ${JSON.stringify(record[url])}`);
  const text = `{\n${lines.join(",\n")}\n}\n`;
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

const diskPath = (publicDir: string, url: string) => path.join(publicDir, ...url.split("/").filter(Boolean));

/** Site paths of every file under the given folders of public/. */
function filesUnder(publicDir: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    const full = path.join(publicDir, rel);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else found.push(`/${child}`);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

const under = (dirs: readonly string[], url: string) => dirs.some((d) => url.startsWith(`/${d}/`));

/**
 * What is not as the products say, one line each: files missing, made from other inputs,
 * changed since, or not made by the generator at all. `dirs` are the folders of public/
 * the generator owns: every file in them is one of its products.
 */
export function outOfDate(options: {
  publicDir: string;
  dirs: readonly string[];
  products: ReadonlyMap<string, Product>;
  record: MadeFrom;
}): string[] {
  const { publicDir, dirs, products, record } = options;
  const problems: string[] = [];
  for (const [url, product] of products) {
    const made = record[url];
    const file = diskPath(publicDir, url);
    if (!existsSync(file)) problems.push(`${url}: missing`);
    else if (!made || made.inputs !== product.inputs) problems.push(`${url}: made from other inputs than the current ones`);
    else if (made.sha256 !== sha256(readFileSync(file))) problems.push(`${url}: changed since it was made`);
  }
  for (const url of filesUnder(publicDir, dirs)) if (!products.has(url)) problems.push(`${url}: no generator makes it`);
  for (const url of Object.keys(record))
    if (under(dirs, url) && !products.has(url)) problems.push(`${url}: recorded, but no generator makes it`);
  return problems;
}

/**
 * Makes the products that are missing or out of date (every one with `all`), removes the
 * files in the generator's folders that no product names, and updates the record to match.
 */
export async function bringUpToDate(options: {
  publicDir: string;
  dirs: readonly string[];
  products: ReadonlyMap<string, Product>;
  record: MadeFrom;
  all?: boolean;
}): Promise<{ made: string[]; removed: string[] }> {
  const { publicDir, dirs, products, record, all = false } = options;
  for (const url of products.keys()) {
    if (!under(dirs, url)) throw new Error(`${url} is outside the generated folders (${dirs.join(", ")})`);
  }
  const isCurrent = (url: string, product: Product) => {
    const made = record[url];
    const file = diskPath(publicDir, url);
    return !all && made?.inputs === product.inputs && existsSync(file) && made.sha256 === sha256(readFileSync(file));
  };
  const stale = [...products].filter(([url, product]) => !isCurrent(url, product));
  await Promise.all(
    stale.map(async ([url, product]) => {
      const data = await product.make();
      const file = diskPath(publicDir, url);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      record[url] = { inputs: product.inputs, sha256: sha256(data) };
    }),
  );
  const removed = filesUnder(publicDir, dirs).filter((url) => !products.has(url));
  for (const url of removed) rmSync(diskPath(publicDir, url));
  for (const url of Object.keys(record)) if (under(dirs, url) && !products.has(url)) delete record[url];
  return { made: stale.map(([url]) => url).sort(), removed };
}
