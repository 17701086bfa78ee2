import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { publicSettingPrefixes } from "./app/lib/public-settings";

/**
 * The client entry and the root route load on every page, and so does every module they import:
 * those modules go out as one chunk rather than as a dozen files of a few hundred bytes each
 * (docs/decisions/0020-client-runtime.md). Route code still loads with its route.
 */
function everyPageChunk() {
  const everyPage = [path.resolve(import.meta.dirname, "app/entry.client.tsx"), path.resolve(import.meta.dirname, "app/root.tsx")];
  const entries: string[] = [];
  let shared: Set<string> | undefined;
  return {
    test(id: string) {
      if (everyPage.includes(id.split("?")[0]!)) entries.push(id);
      return true;
    },
    name(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
      if (!shared) {
        shared = new Set();
        const todo = entries.flatMap((entry) => ctx.getModuleInfo(entry)?.importedIds ?? []);
        for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
          if (shared.has(next) || entries.includes(next)) continue;
          shared.add(next);
          todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      return shared.has(id) ? "every-page" : null;
    },
  };
}

export default defineConfig({
  // Only PUBLIC_* settings and SITE_URL are compiled into the pages; server secrets
  // (SMTP_URL, DATABASE_URL, …) are read at runtime by app/server/env.server.ts only.
  envPrefix: [...publicSettingPrefixes],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0, sourcemap: "hidden" },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [everyPageChunk()] } } } } },
  },
});
