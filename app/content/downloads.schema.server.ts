import { z } from "zod";
import { brands } from "./brands";
import { brochures, downloadCategories, downloadCategoryIds, downloads } from "./downloads";
import { manualGroups } from "./manuals";

/**
 * Build-time checks of the manuals (spec 2.6) and the downloads centre (spec 2.7, 3, 9),
 * listed in ./validate.server.ts. That every file exists and has a size is checked by
 * scripts/generate-files.ts and by the loaders (./files.server.ts).
 */
const filePath = (extensions: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/files/[a-z0-9][a-z0-9/._-]*\\.(${extensions})$`),
      `a path under /files/ (lower case) ending in .${extensions.split("|").join(" or .")}`,
    );

const unique = <T>(key: (item: T) => string, what: string) =>
  [(list: readonly T[]) => new Set(list.map(key)).size === list.length, `${what} must be unique`] as const;

const manualsSchema = z
  .array(
    z.object({
      brand: z.string().refine((slug) => brands.some((b) => b.slug === slug), "must be a brand slug from brands.ts"),
      manuals: z.array(z.object({ name: z.string().min(3).max(80), file: filePath("pdf") })).min(1),
    }),
  )
  .min(1)
  .refine(...unique<{ brand: string }>((g) => g.brand, "brands"))
  .refine(
    (groups) => new Set(groups.flatMap((g) => g.manuals.map((m) => m.file))).size === groups.flatMap((g) => g.manuals).length,
    "manual files must be unique",
  );

const categoriesSchema = z
  .array(
    z.object({
      id: z.enum(downloadCategoryIds),
      name: z.string().min(1),
      description: z.string().min(1),
      icon: z.string().min(1),
      count: z.number().int().positive(),
    }),
  )
  .length(downloadCategoryIds.length)
  .refine(...unique<{ id: string }>((c) => c.id, "category ids"));

const downloadsSchema = z
  .array(
    z.object({
      name: z.string().min(3).max(80),
      category: z.enum(downloadCategoryIds),
      description: z.string().min(10).max(120),
      file: filePath("pdf|zip|mp4"),
    }),
  )
  .refine(...unique<{ file: string }>((d) => d.file, "download files"))
  // Spec 3: only 3 sample items per category are listed.
  .refine(
    (list) => downloadCategoryIds.every((id) => list.filter((d) => d.category === id).length === 3),
    "list exactly 3 items per category",
  );

export const downloadsChecks = [
  { name: "manualGroups (app/content/manuals.ts)", schema: manualsSchema, value: manualGroups },
  { name: "downloadCategories (app/content/downloads.ts)", schema: categoriesSchema, value: downloadCategories },
  { name: "downloads (app/content/downloads.ts)", schema: downloadsSchema, value: downloads },
  {
    name: "brochures (app/content/downloads.ts)",
    schema: z.object({ dealer: filePath("pdf"), pevino: filePath("pdf") }),
    value: brochures,
  },
];
