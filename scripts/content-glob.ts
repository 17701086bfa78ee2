import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";

/**
 * The content folder for programs bundled with esbuild (the production server and the
 * programs beside it: scripts/postbuild.ts; the CLIs the tests bundle): esbuild does not
 * know Vite's `import.meta.glob`, so the content loader's one glob
 * (app/content/load.server.ts) is replaced with the files as they are at bundle time, as
 * Vite puts them in the pages' server build. Server and pages then hold the same content
 * (STYLE.md 14). The same for the photos' facts the build's first step wrote
 * (app/content/photos.server.ts): the file as it is at bundle time, or none.
 */
const photosGlob = /import\.meta\.glob<.+?>\("\.\/generated\/photos\.json", \{[^}]*\}\)/;

const globCall = /import\.meta\.glob<string>\("\/content\/\*\*\/\*\.\{([a-z,]+)\}", \{[^}]*\}\)/;

export function contentGlob(root: string): Plugin {
  return {
    name: "content-glob",
    setup(build) {
      build.onLoad({ filter: /[\\/]app[\\/]content[\\/]load\.server\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        const match = globCall.exec(source);
        if (!match) throw new Error(`${args.path}: the content glob scripts/content-glob.ts replaces is not there`);
        const extensions = new Set(match[1]!.split(",").map((ext) => `.${ext}`));
        const files = contentFiles(path.join(root, "content")).filter((file) => extensions.has(path.extname(file)));
        const raw = Object.fromEntries(
          files.map((file) => [`/${path.relative(root, file).split(path.sep).join("/")}`, readFileSync(file, "utf8")]),
        );
        return { contents: source.replace(globCall, () => JSON.stringify(raw)), loader: "ts", watchFiles: files };
      });
      build.onLoad({ filter: /[\\/]app[\\/]content[\\/]photos\.server\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!photosGlob.test(source)) throw new Error(`${args.path}: the photos' glob scripts/content-glob.ts replaces is not there`);
        const manifest = path.join(path.dirname(args.path), "generated", "photos.json");
        const found = existsSync(manifest) ? { "./generated/photos.json": JSON.parse(readFileSync(manifest, "utf8")) as unknown } : {};
        return { contents: source.replace(photosGlob, () => JSON.stringify(found)), loader: "ts", watchFiles: [manifest] };
      });
    },
  };
}

function contentFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? contentFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}
