import { z } from "zod";
import { brands, countryCodes } from "./brands";
import { brandSearchKeywords } from "./search";
import { brandPagesCheck } from "./brand-pages/schema.server";
import { dealerChecks } from "./dealers.schema.server";
import { labelChecks } from "./labels.schema.server";
import { allTranslationGaps } from "./i18n/registry.server";

/**
 * Build-time checks of the content modules (STYLE.md: "a wrong field fails the build,
 * not the visitor"). The modules themselves are plain typed data, so no schema code
 * reaches the browser; the route registry imports this file, which runs when the build
 * loads the routes and when the server starts.
 */
export const brandSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** Name as it appears in the brand popup's success text (spec 8). */
    popupName: z.string().min(1),
    tagline: z.string().min(1),
    description: z.string().min(120),
    /**
     * The brand's own cut of its description for the home card (spec 2.3: NIMO and Thermocold);
     * the others use the 120-character rule.
     */
    preview: z.string().max(123).optional(),
    logo: z.string().startsWith("/"),
    productImage: z.string().startsWith("/").optional(),
    /** Tailwind gradient classes of the brand's card and hero. */
    gradient: z.string(),
    partnerSince: z.number().int().min(1980).max(2030),
    countries: z.array(z.enum(countryCodes)).min(1),
    highlights: z.array(z.string().min(1)).length(4),
    origin: z.string(),
    website: z.url(),
  })
  .refine((b) => b.preview === undefined || b.description.startsWith(b.preview.replace(/…$/, "")), {
    message: "a brand's preview is a cut of its description: the description's opening words, then …",
    path: ["preview"],
  });

type Check = { name: string; schema: z.ZodType; value: unknown };

// One entry per content module: add yours here.
const checks: Check[] = [
  {
    name: "brands (app/content/brands.ts)",
    schema: z
      .array(brandSchema)
      .length(6)
      .refine((list) => new Set(list.map((b) => b.slug)).size === list.length, "brand slugs must be unique"),
    value: brands,
  },
  {
    name: "brandSearchKeywords (app/content/search.ts)",
    schema: z
      .record(z.string(), z.array(z.string().min(1)).min(1))
      .refine(
        (record) => brands.every((b) => b.slug in record) && Object.keys(record).every((slug) => brands.some((b) => b.slug === slug)),
        "one entry per brand slug",
      ),
    value: brandSearchKeywords,
  },
  brandPagesCheck,
  ...dealerChecks,
  ...labelChecks,
];

export function validateContent(): void {
  const problems: string[] = [];
  for (const check of checks) {
    const result = check.schema.safeParse(check.value);
    if (!result.success) problems.push(`${check.name}:\n${z.prettifyError(result.error)}`);
  }
  const gaps = allTranslationGaps();
  if (gaps.length) problems.push(`Translations lack texts English has:\n${gaps.join("\n")}`);
  if (problems.length) throw new Error(`Content is invalid:\n\n${problems.join("\n\n")}`);
}
