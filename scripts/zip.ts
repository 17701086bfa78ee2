import { zipSync, type Zippable } from "fflate";

/**
 * A ZIP whose bytes depend only on its entries: fixed timestamps (built from local-time
 * parts, because ZIP stores local DOS time) and entries in the given order. Files that
 * are compressed already (PDF, JPEG, MP4, ZIP) are stored; text is deflated.
 */
const FIXED_MTIME = new Date(2025, 0, 1, 12, 0, 0);
const stored = /\.(pdf|jpe?g|png|mp4|zip)$/i;

export function zipEntries(entries: readonly (readonly [name: string, data: Uint8Array])[]): Uint8Array {
  const files: Zippable = {};
  for (const [name, data] of entries) {
    if (name in files) throw new Error(`duplicate ZIP entry ${name}`);
    files[name] = [data, { level: stored.test(name) ? 0 : 9, mtime: FIXED_MTIME }];
  }
  return zipSync(files, { mtime: FIXED_MTIME });
}
