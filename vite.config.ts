import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { publicSettingPrefixes } from "./app/lib/public-settings";

export default defineConfig({
  // Only PUBLIC_* settings and SITE_URL are compiled into the pages; server secrets
  // (SMTP_URL, DATABASE_URL, …) are read at runtime by app/server/env.server.ts only.
  envPrefix: [...publicSettingPrefixes],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0, sourcemap: "hidden" },
});
