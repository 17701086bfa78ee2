import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { DownloadCategory, DownloadCategoryId, DownloadItem } from "../../app/content/downloads";
import type { ManualGroup } from "../../app/content/manuals";
import { illustrationSvg } from "./illustrations";
import type { Recipe } from "./model";
import { renderPdf } from "./pdf";
import { brochureSamples } from "./samples/brochures";
import { catalogSamples } from "./samples/catalogs";
import type { SampleContext } from "./samples/common";
import { imageSamples } from "./samples/images";
import { nimoSamples } from "./samples/nimo";
import { norcoolSamples } from "./samples/norcool";
import { thermocoldSamples } from "./samples/thermocold";
import { winefitSamples } from "./samples/winefit";
import { zipEntries } from "./zip";

/** The content modules the generator reads (app/content/*), passed in by the caller. */
export interface DocumentContent {
  sample: SampleContext;
  manualGroups: readonly ManualGroup[];
  manualArchive: (brand: string) => string;
  downloads: readonly DownloadItem[];
  downloadCategories: readonly DownloadCategory[];
  downloadsArchive: (category: DownloadCategoryId | "all") => string;
  brochures: { dealer: string; pevino: string };
}

/**
 * Folders (under public/) the generator owns: emptied and rewritten on every run, and
 * ignored by git (public/files/.gitignore). Committed files (the training videos, and
 * any real document the company adds) live elsewhere under public/files/.
 */
export const generatedDirs = ["files/archives", "files/brochures", "files/samples/manuals", "files/samples/catalogs", "files/samples/images"];

export interface GenerateResult {
  /** Size in bytes of every file the site lists or links, by site path. */
  sizes: Record<string, number>;
  /** Entry names of each 'Download All' ZIP, by site path. */
  archives: Record<string, string[]>;
  /** Site paths written by this run. */
  written: string[];
}

export async function generateDocuments(options: { publicDir: string; content: DocumentContent }): Promise<GenerateResult> {
  const { publicDir, content } = options;
  const diskPath = (url: string) => path.join(publicDir, ...url.split("/").filter(Boolean));
  const recipes: Record<string, Recipe> = {
    ...norcoolSamples(content.sample),
    ...thermocoldSamples(content.sample),
    ...nimoSamples(content.sample),
    ...winefitSamples(content.sample),
    ...catalogSamples(content.sample),
    ...imageSamples(content.sample),
    ...brochureSamples(content.sample, content.brochures),
  };

  const listed = [...new Set([...content.manualGroups.flatMap((g) => g.manuals.map((m) => m.file)), ...content.downloads.map((d) => d.file)])];
  const wanted = [...new Set([...listed, content.brochures.dealer, content.brochures.pevino])];

  for (const dir of generatedDirs) rmSync(path.join(publicDir, dir), { recursive: true, force: true });
  const written: string[] = [];
  const write = (url: string, data: Uint8Array) => {
    if (!generatedDirs.some((d) => url.startsWith(`/${d}/`))) throw new Error(`${url} is outside the generated folders (${generatedDirs.join(", ")})`);
    const file = diskPath(url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    written.push(url);
  };

  const publisher = content.sample.site.name;
  await Promise.all(
    wanted.map(async (url) => {
      const recipe = recipes[url];
      if (recipe?.type === "pdf") write(url, await renderPdf(recipe.spec, publisher));
      else if (recipe?.type === "images") {
        const images = await Promise.all(
          recipe.images.map(async (img) => {
            const svg = illustrationSvg(img.drawing, img.finish, img.backdrop);
            const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
            return [img.name, new Uint8Array(jpeg)] as const;
          }),
        );
        write(url, zipEntries([["README.txt", new TextEncoder().encode(recipe.readme)], ...images]));
      } else if (!existsSync(diskPath(url))) {
        const hint = url.endsWith(".mp4") ? " Render the training videos with `npx tsx scripts/documents/render-videos.ts` (needs ffmpeg) and commit them." : "";
        throw new Error(`${url} is listed in app/content but there is no such file under public/ and no sample recipe for it.${hint}`);
      }
    }),
  );

  // 'Download All' ZIPs: a brand's manuals (spec 2.6), and each category or everything (spec 2.7).
  const archives: Record<string, string[]> = {};
  const addArchive = (url: string, files: readonly (readonly [folder: string, url: string])[]) => {
    const entries = files.map(([folder, file]) => [`${folder}/${path.posix.basename(file)}`, new Uint8Array(readFileSync(diskPath(file)))] as const);
    write(url, zipEntries(entries));
    archives[url] = entries.map(([name]) => name);
  };
  for (const g of content.manualGroups) {
    addArchive(content.manualArchive(g.brand), g.manuals.map((m) => [`${g.brand}-manuals`, m.file] as const));
  }
  const folderOf = (id: DownloadCategoryId) => content.downloadCategories.find((c) => c.id === id)!.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  for (const c of content.downloadCategories) {
    addArchive(content.downloadsArchive(c.id), content.downloads.filter((d) => d.category === c.id).map((d) => [folderOf(c.id), d.file] as const));
  }
  addArchive(content.downloadsArchive("all"), content.downloads.map((d) => [folderOf(d.category), d.file] as const));

  const sizes: Record<string, number> = {};
  for (const url of [...wanted, ...Object.keys(archives)].sort()) sizes[url] = statSync(diskPath(url)).size;
  return { sizes, archives, written: written.sort() };
}
