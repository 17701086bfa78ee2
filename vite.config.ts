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
  const everyPage = ["app/entry.client.tsx", "app/root.tsx"].map((file) => path.resolve(import.meta.dirname, file));
  let shared: Set<string> | undefined;
  return {
    name(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
      // The modules the two import statically, found once from the module graph.
      shared ??= (() => {
        const found = new Set<string>();
        const todo = everyPage.flatMap((entry) => ctx.getModuleInfo(entry)?.importedIds ?? []);
        for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
          if (found.has(next) || everyPage.includes(next)) continue;
          found.add(next);
          todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
        return found;
      })();
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
