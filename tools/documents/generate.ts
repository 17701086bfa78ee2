import { listedFiles, type DownloadsContent } from "../../scripts/downloads";
import { fillFolder, type BuiltFile } from "../../scripts/public-folder";
import type { Recipe } from "./model";
import { renderSample } from "./render";
import { brochureSamples } from "./samples/brochures";
import { catalogSamples } from "./samples/catalogs";
import type { SampleContext } from "./samples/common";
import { imageSamples } from "./samples/images";
import { nimoSamples } from "./samples/nimo";
import { norcoolSamples } from "./samples/norcool";
import { thermocoldSamples } from "./samples/thermocold";
import { winefitSamples } from "./samples/winefit";

/** What the samples are written from: the sample texts' context and the lists that name the files. */
export interface DocumentContent extends Pick<DownloadsContent, "manualGroups" | "downloads" | "brochures"> {
  sample: SampleContext;
}

/**
 * Folders (under public/) the samples live in: every file in them is a sample this writes,
 * and a file no recipe names is removed. Committed files of other origin (the training
 * videos, and any real document the company adds) live elsewhere under public/files/.
 */
export const sampleDirs = ["files/brochures", "files/samples/manuals", "files/samples/catalogs", "files/samples/images"];

/** The recipe of every listed file that is a sample, by site path. */
export function sampleRecipes(content: DocumentContent): Map<string, Recipe> {
  const recipes: Record<string, Recipe> = {
    ...norcoolSamples(content.sample),
    ...thermocoldSamples(content.sample),
    ...nimoSamples(content.sample),
    ...winefitSamples(content.sample),
    ...catalogSamples(content.sample),
    ...imageSamples(content.sample),
    ...brochureSamples(content.sample, content.brochures),
  };
  return new Map(
    listedFiles(content)
      .filter((url) => url in recipes)
      .map((url) => [url, recipes[url]!]),
  );
}

/**
 * Writes every sample the content lists into `publicDir` (their text drawn from app/content,
 * so they show the site's name, phone and mailboxes as they are now) and removes the files in
 * the sample folders that no recipe names. Deterministic: an unchanged sample is written with
 * the same bytes, so git shows only the samples whose text changed.
 */
export async function writeSamples(publicDir: string, content: DocumentContent): Promise<{ written: string[]; removed: string[] }> {
  const publisher = content.sample.site.name;
  const recipes = sampleRecipes(content);
  const outside = [...recipes.keys()].filter((url) => !sampleDirs.some((dir) => url.startsWith(`/${dir}/`)));
  if (outside.length) throw new Error(`samples outside the sample folders (${sampleDirs.join(", ")}): ${outside.join(", ")}`);
  const written: string[] = [];
  const removed: string[] = [];
  for (const dir of sampleDirs) {
    const files = new Map<string, BuiltFile>();
    for (const [url, recipe] of recipes) {
      if (url.startsWith(`/${dir}/`)) files.set(url, { isCurrent: () => false, make: () => renderSample(recipe, publisher) });
    }
    const result = await fillFolder(publicDir, dir, files);
    written.push(...result.made);
    removed.push(...result.removed);
  }
  return { written: written.sort(), removed: removed.sort() };
}
