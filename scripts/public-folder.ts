import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A file the build makes in a folder of public/ it owns, and whether the one already there can stay. */
export interface BuiltFile {
  /** Asked only when the file exists. */
  isCurrent: (file: string) => boolean;
  make: () => Promise<Uint8Array>;
}

/** The file under `publicDir` that serves a site path ("/images/generated/a.webp"). */
export const diskPath = (publicDir: string, url: string) => path.join(publicDir, ...url.split("/").filter(Boolean));

/** Site paths of every file under a folder of public/. */
function filesUnder(publicDir: string, dir: string): string[] {
  const full = path.join(publicDir, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
}

/**
 * Fills `dir` (under public/) with `files`, by site path: makes those that are missing or
 * not current, and removes every other file in the folder, so a drawing or photo taken away
 * takes its copies with it. Returns what it made and removed.
 */
export async function fillFolder(
  publicDir: string,
  dir: string,
  files: ReadonlyMap<string, BuiltFile>,
): Promise<{ made: string[]; removed: string[] }> {
  for (const url of files.keys()) if (!url.startsWith(`/${dir}/`)) throw new Error(`${url} is outside /${dir}/`);
  const stale = [...files].filter(([url, file]) => {
    const onDisk = diskPath(publicDir, url);
    return !existsSync(onDisk) || !file.isCurrent(onDisk);
  });
  await Promise.all(
    stale.map(async ([url, file]) => {
      const data = await file.make();
      const onDisk = diskPath(publicDir, url);
      mkdirSync(path.dirname(onDisk), { recursive: true });
      writeFileSync(onDisk, data);
    }),
  );
  const removed = filesUnder(publicDir, dir).filter((url) => !files.has(url));
  for (const url of removed) rmSync(diskPath(publicDir, url));
  return { made: stale.map(([url]) => url).sort(), removed };
}
