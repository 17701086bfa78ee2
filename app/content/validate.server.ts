import { z } from "zod";
import { dealerChecks } from "./dealers.schema.server";
import { labelChecks } from "./labels.schema.server";
import { allTranslationGaps } from "./i18n/registry.server";

/**
 * Build-time checks of the content modules (STYLE.md: "a wrong field fails the build,
 * not the visitor"); the content folder's files, the brands' among them, are checked by
 * their loaders (./load.server.ts). The modules themselves are plain typed data, so no schema code
 * reaches the browser; the route registry imports this file, which runs when the build
 * loads the routes and when the server starts.
 */
type Check = { name: string; schema: z.ZodType; value: unknown };

// One entry per content module: add yours here.
const checks: Check[] = [...dealerChecks, ...labelChecks];

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
