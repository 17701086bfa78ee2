import sharp from "sharp";
import { illustrationSvg } from "./illustrations";
import type { Recipe } from "./model";
import { renderPdf } from "./pdf";
import { zipEntries } from "../../scripts/zip";

/**
 * Turns one sample recipe into the file's bytes: a tagged PDF, or a ZIP of JPEG illustrations
 * with a README.
 */
export async function renderSample(recipe: Recipe, publisher: string): Promise<Uint8Array> {
  if (recipe.type === "pdf") return renderPdf(recipe.spec, publisher);
  const images = await Promise.all(
    recipe.images.map(async (img) => {
      const jpeg = await sharp(Buffer.from(illustrationSvg(img.drawing, img.finish, img.backdrop)))
        .jpeg({ quality: 82 })
        .toBuffer();
      return [img.name, new Uint8Array(jpeg)] as const;
    }),
  );
  return zipEntries([["README.txt", new TextEncoder().encode(recipe.readme)], ...images]);
}
