import path from "node:path";
import { runnerImport } from "vite";
import { publicSettingPrefixes } from "../app/lib/public-settings";
import { sampleDirs, writeSamples } from "./documents/generate";

/**
 * `npm run samples`: writes every sample manual, catalogue, image ZIP and brochure the
 * content lists (public/files/brochures/, public/files/samples/{manuals,catalogs,images}/),
 * from the texts in tools/documents/samples/ and the site's settings in app/content/site.ts,
 * and removes files in those folders that no sample names. The samples are committed assets
 * the build only serves and measures (docs/decisions/0026-samples-are-assets.md): run this
 * by hand when their text should follow a change, and commit what it writes. PUBLIC_* and
 * SITE_URL in the environment or .env override the settings, as they do for a build.
 * Needs no ffmpeg: the training videos are rendered apart (tools/documents/render-videos.ts).
 */
const started = performance.now();
const root = path.resolve(import.meta.dirname, "..");
const { module: content } = await runnerImport<typeof import("./documents/content")>(
  path.join(import.meta.dirname, "documents/content.ts"),
  {
    configFile: false,
    root,
    envPrefix: [...publicSettingPrefixes],
    logLevel: "warn",
  },
);
const { written, removed } = await writeSamples(path.join(root, "public"), content.documentContent);
console.log(
  `samples: ${written.length} written under public/{${sampleDirs.join(",")}}` +
    `${removed.length ? `, ${removed.length} that no sample names removed (${removed.join(", ")})` : ""} ` +
    `in ${Math.round(performance.now() - started)} ms; \`git status public/files\` shows which changed`,
);
