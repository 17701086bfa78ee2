import type { z } from "zod";
import { ContentError } from "./load.server";

/**
 * The build's `PUBLIC_*` settings over a content file's values (README "Configuration";
 * vite.config.ts `envPrefix`): a deployment may still set the company's details and the
 * embeds' addresses at build, as before they were content, and what it sets wins over the
 * file. The production server refuses to start with other values than the build's
 * (app/server/env.server.ts), so pages and server agree.
 */
export type Settings = Readonly<Record<string, string | boolean | undefined>>;

/**
 * `value` with each setting of `table` that `env` gives (not empty) put at its field, then
 * checked with `schema`: a problem names the setting, and the file where the field is
 * written. For the company's details (./company.server.ts) and the embeds (./embeds.server.ts).
 */
export function withSettings<T>(
  file: string,
  value: T,
  schema: z.ZodType<T>,
  table: Readonly<Record<string, readonly string[]>>,
  env: Settings,
): T {
  const merged = structuredClone(value) as Record<string, unknown>;
  const given = Object.entries(table).filter(([name]) => typeof env[name] === "string" && env[name] !== "");
  for (const [name, path] of given) {
    let target = merged;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[path.at(-1)!] = env[name];
  }
  if (!given.length) return value;
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) => {
      const field = issue.path.join(".");
      const setting = given.find(([, path]) => path.join(".") === field)?.[0];
      return `${setting ?? "PUBLIC_* settings"} (over ${field} of ${file}): ${issue.message}`;
    }),
  );
}
