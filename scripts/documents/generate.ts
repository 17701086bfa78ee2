import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DownloadCategory, DownloadCategoryId, DownloadItem } from "../../app/content/downloads";
import type { ManualGroup } from "../../app/content/manuals";
import { bringUpToDate, inputsOf, rendererOf, type MadeFrom, type Product } from "../made-from";
import { illustrationSvg } from "./illustrations";
import type { Recipe } from "./model";
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
 * Folders (under public/) the sample generator owns: every file in them is a sample it
 * makes, committed with its record in scripts/made-from.json, and a file no recipe names
 * is removed (docs/decisions/0011-generated-files.md). Committed files of other origin (the
 * training videos, and any real document the company adds) live elsewhere under public/files/.
 */
export const sampleDirs = ["files/brochures", "files/samples/manuals", "files/samples/catalogs", "files/samples/images"];

/** The 'Download All' ZIPs: written on every build from the files they hold, never committed. */
const archiveDir = "files/archives";

/** What a sample's bytes depend on besides its recipe (./render.ts and the libraries it calls). */
const sampleRenderer = {
  sources: ["scripts/documents/render.ts", "scripts/documents/pdf.ts", "scripts/documents/zip.ts"],
  packages: ["pdfkit", "sharp", "fflate"],
};

export interface GenerateResult {
  /** Size in bytes of every file the site lists or links, by site path. */
  sizes: Record<string, number>;
  /** Entry names of each 'Download All' ZIP, by site path. */
  archives: Record<string, string[]>;
  /** How many samples the content asks for. */
  samples: number;
  /** Samples made by this run (the others were up to date), by site path. */
  made: string[];
  /** Files removed from the sample folders because no recipe names them. */
  removed: string[];
}

/** Every file the site lists or links: the manuals, the downloads and the two brochures. */
function listedFiles(content: DocumentContent): string[] {
  const listed = [...content.manualGroups.flatMap((g) => g.manuals.map((m) => m.file)), ...content.downloads.map((d) => d.file)];
  return [...new Set([...listed, content.brochures.dealer, content.brochures.pevino])];
}

/**
 * The samples the content asks for, each with what it is made from: its recipe (the text,
 * drawn from app/content, so a changed phone number or PUBLIC_* setting changes it), the
 * publisher, the drawings of an image ZIP, and the renderer.
 */
export function sampleProducts(content: DocumentContent): Map<string, Product> {
  const recipes: Record<string, Recipe> = {
    ...norcoolSamples(content.sample),
    ...thermocoldSamples(content.sample),
    ...nimoSamples(content.sample),
    ...winefitSamples(content.sample),
    ...catalogSamples(content.sample),
    ...imageSamples(content.sample),
    ...brochureSamples(content.sample, content.brochures),
  };
  const publisher = content.sample.site.name;
  const renderer = rendererOf(sampleRenderer.sources, sampleRenderer.packages);
  const products = new Map<string, Product>();
  for (const url of listedFiles(content)) {
    const recipe = recipes[url];
    if (!recipe) continue;
    const drawings = recipe.type === "images" ? recipe.images.map((img) => illustrationSvg(img.drawing, img.finish, img.backdrop)) : [];
    products.set(url, {
      inputs: inputsOf(renderer, publisher, recipe, drawings),
      make: async () => (await import("./render")).renderSample(recipe, publisher),
    });
  }
  return products;
}

/**
 * Brings the committed samples up to date with the content (every one with `all`), checks
 * that every other listed file is there, writes the 'Download All' ZIPs and measures every
 * listed file. `record` (scripts/made-from.json) is updated in place; the caller saves it.
 */
export async function generateDocuments(options: {
  publicDir: string;
  content: DocumentContent;
  record: MadeFrom;
  all?: boolean;
}): Promise<GenerateResult> {
  const { publicDir, content, record, all } = options;
  const diskPath = (url: string) => path.join(publicDir, ...url.split("/").filter(Boolean));
  const products = sampleProducts(content);
  const { made, removed } = await bringUpToDate({ publicDir, dirs: sampleDirs, products, record, all });

  const wanted = listedFiles(content);
  for (const url of wanted) {
    if (!products.has(url) && !existsSync(diskPath(url))) {
      const hint = url.endsWith(".mp4")
        ? " Render the training videos with `npx tsx scripts/documents/render-videos.ts` (needs ffmpeg) and commit them."
        : "";
      throw new Error(`${url} is listed in app/content but there is no such file under public/ and no sample recipe for it.${hint}`);
    }
  }

  // 'Download All' ZIPs: a brand's manuals (spec 2.6), and each category or everything (spec 2.7).
  rmSync(path.join(publicDir, archiveDir), { recursive: true, force: true });
  const archives: Record<string, string[]> = {};
  const addArchive = (url: string, files: readonly (readonly [folder: string, url: string])[]) => {
    if (!url.startsWith(`/${archiveDir}/`)) throw new Error(`${url} is outside ${archiveDir}`);
    const entries = files.map(
      ([folder, file]) => [`${folder}/${path.posix.basename(file)}`, new Uint8Array(readFileSync(diskPath(file)))] as const,
    );
    mkdirSync(path.dirname(diskPath(url)), { recursive: true });
    writeFileSync(diskPath(url), zipEntries(entries));
    archives[url] = entries.map(([name]) => name);
  };
  for (const g of content.manualGroups) {
    addArchive(
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
    addArchive(
      content.downloadsArchive(c.id),
      content.downloads.filter((d) => d.category === c.id).map((d) => [folderOf(c.id), d.file] as const),
    );
  }
  addArchive(
    content.downloadsArchive("all"),
    content.downloads.map((d) => [folderOf(d.category), d.file] as const),
  );

  const sizes: Record<string, number> = {};
  for (const url of [...wanted, ...Object.keys(archives)].sort()) sizes[url] = statSync(diskPath(url)).size;
  return { sizes, archives, samples: products.size, made, removed };
}
