import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { DownloadCategory, DownloadCategoryId, DownloadItem, ManualGroup } from "../app/content/served-files";
import { diskPath, fillFolder, type BuiltFile } from "./public-folder";
import { zipEntries } from "./zip";

/** The content the downloads and manuals pages list (content/downloads/, content/manuals/: app/content/downloads.server.ts). */
export interface DownloadsContent {
  manualGroups: readonly ManualGroup[];
  manualArchive: (brand: string) => string;
  downloads: readonly DownloadItem[];
  downloadCategories: readonly DownloadCategory[];
  downloadsArchive: (category: DownloadCategoryId | "all") => string;
  brochures: { dealer: string; pevino: string };
}

/** The 'Download All' ZIPs: written by every build from the files they hold, never committed. */
const archiveDir = "files/archives";

/** Every file the site lists or links (the manuals, the downloads and the two brochures), with the content file that lists it first. */
function listedSources(content: Pick<DownloadsContent, "manualGroups" | "downloads" | "brochures">): Map<string, string> {
  const sources = new Map<string, string>();
  for (const { file, source } of [...content.manualGroups.flatMap((g) => g.manuals), ...content.downloads])
    if (!sources.has(file)) sources.set(file, source);
  for (const file of [content.brochures.dealer, content.brochures.pevino])
    if (!sources.has(file)) sources.set(file, "content/downloads/brochures.yml");
  return sources;
}

/** Every file the site lists or links: the manuals, the downloads and the two brochures. */
export function listedFiles(content: Pick<DownloadsContent, "manualGroups" | "downloads" | "brochures">): string[] {
  return [...listedSources(content).keys()];
}

/** Each 'Download All' ZIP, by site path, with the listed files it holds under their folder names. */
function archivesOf(content: DownloadsContent): Map<string, (readonly [folder: string, url: string])[]> {
  const archives = new Map<string, (readonly [string, string])[]>();
  // A brand's manuals (spec 2.6), and each category or everything (spec 2.7).
  for (const g of content.manualGroups) {
    archives.set(
      content.manualArchive(g.brand),
      g.manuals.map((m) => [`${g.brand}-manuals`, m.file] as const),
    );
  }
  const folderOf = (id: DownloadCategoryId) =>
    content.downloadCategories
      .find((c) => c.id === id)!
      .name.toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
  for (const c of content.downloadCategories) {
    archives.set(
      content.downloadsArchive(c.id),
      content.downloads.filter((d) => d.category === c.id).map((d) => [folderOf(c.id), d.file] as const),
    );
  }
  archives.set(
    content.downloadsArchive("all"),
    content.downloads.map((d) => [folderOf(d.category), d.file] as const),
  );
  return archives;
}

/**
 * Checks that every listed file is under public/, writes the 'Download All' ZIPs (only those
 * whose bytes changed; the ZIPs are deterministic) and measures every listed file and ZIP,
 * for app/content/generated/files.json (PRODUCT.md 14: sizes come from the real files).
 */
export async function writeDownloads(
  publicDir: string,
  content: DownloadsContent,
): Promise<{ sizes: Record<string, number>; archives: Record<string, string[]> }> {
  const sources = listedSources(content);
  const wanted = [...sources.keys()];
  for (const url of wanted) {
    if (!existsSync(diskPath(publicDir, url))) {
      const hint = url.endsWith(".mp4")
        ? "render the training videos with `npx tsx tools/documents/render-videos.ts` (needs ffmpeg) and commit them"
        : url.startsWith("/files/samples/") || url.startsWith("/files/brochures/")
          ? "add the file, or write the samples with `npm run samples` and commit them"
          : "add the file";
      throw new Error(`${sources.get(url)}: ${url} is listed, but there is no such file under public/: ${hint}.`);
    }
  }

  const archives: Record<string, string[]> = {};
  const files = new Map<string, BuiltFile>();
  for (const [url, members] of archivesOf(content)) {
    const entries = members.map(
      ([folder, file]) => [`${folder}/${path.posix.basename(file)}`, new Uint8Array(readFileSync(diskPath(publicDir, file)))] as const,
    );
    const zip = zipEntries(entries);
    archives[url] = entries.map(([name]) => name);
    files.set(url, { isCurrent: (onDisk) => readFileSync(onDisk).equals(zip), make: () => Promise.resolve(zip) });
  }
  await fillFolder(publicDir, archiveDir, files);

  const sizes: Record<string, number> = {};
  for (const url of [...wanted, ...Object.keys(archives)].sort()) sizes[url] = statSync(diskPath(publicDir, url)).size;
  return { sizes, archives };
}
