import { build } from "esbuild";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * After `react-router build`: bundle the production server (server/main.ts) next to the
 * app's server build, and write brotli and gzip twins of every compressible client file
 * so the server never compresses static responses at request time.
 */
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");

await build({
  entryPoints: ["server/main.ts"],
  outfile: path.join(buildDir, "server", "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: "tsconfig.json",
  define: { "import.meta.env": "process.env" },
});

const compressible = /\.(html|js|css|json|svg|xml|txt|data|webmanifest|map|ico)$/;
let count = 0;
function walk(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name) && statSync(full).size > 512) {
      const body = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
walk(clientDir);
console.log(`postbuild: server bundled, ${count} files pre-compressed`);
