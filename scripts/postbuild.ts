import { build } from "esbuild";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { loadEnv } from "vite";
import { publicSettingPrefixes } from "../app/lib/public-settings";
import { contentGlob } from "./content-glob";

/**
 * After `react-router build`: bundle the production server (server/main.ts) next to the
 * app's server build with the public settings the pages were just built with compiled in
 * (the same ones Vite read: PUBLIC_* and SITE_URL, from the environment and .env files), and
 * write brotli and gzip twins of every compressible client file
 * so the server never compresses static responses at request time. Scripts and styles,
 * which every visit loads, get their gzip twin from Zopfli: a few percent smaller than
 * zlib's best for browsers that do not take brotli, at a second or so of build time each.
 */
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");

// One value per setting (STYLE.md 14): the server uses what the pages were built with and
// refuses to start when its environment says otherwise (app/server/env.server.ts).
const publicSettings = loadEnv("production", process.cwd(), [...publicSettingPrefixes]);
writeFileSync(path.join(buildDir, "server", "public-settings.json"), `${JSON.stringify(publicSettings, null, 2)}\n`);

await build({
  // The server, the two programs a publish uses beside it (deploy/publish; docs/deploy.md,
  // "Publishing content": the push-webhook receiver and the staff notice), and the staff CLI
  // (`npm run submissions`), which reads the company's details and form fields from the
  // content as this release was built with it.
  entryPoints: {
    main: "server/main.ts",
    "publish-webhook": "server/publish-webhook-main.ts",
    "publish-notice": "server/publish-notice.ts",
    submissions: "scripts/submissions.ts",
  },
  outdir: path.join(buildDir, "server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: "tsconfig.json",
  // The content folder as the pages were just built from it.
  plugins: [contentGlob(process.cwd())],
  define: {
    "import.meta.env": JSON.stringify({ ...publicSettings, MODE: "production", PROD: true, DEV: false, SSR: true, BASE_URL: "/" }),
  },
});

const compressible = /\.(html|js|css|json|svg|xml|txt|data|webmanifest|map|ico)$/;
const zopfli = /\.(js|css)$/;
let count = 0;
async function walk(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (compressible.test(entry.name) && statSync(full).size > 512) {
      const body = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, zopfli.test(entry.name) ? await gzipAsync(body, { numiterations: 15 }) : gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
await walk(clientDir);
console.log(`postbuild: server bundled, ${count} files pre-compressed`);
