import path from "node:path";
import { runnerImport } from "vite";

/**
 * `npm run check:content`: every file of content/ read and checked as the build reads it
 * (app/content/load.server.ts and the schemas), in seconds rather than a build's minutes.
 * Run after the build's first step (scripts/generate-files.ts), which lists the files'
 * sizes and makes the photos' copies the checks read. The build is still the last word:
 * it checks the pages too. Exits 1 naming each problem's file and field.
 */
const root = path.resolve(import.meta.dirname, "..");
const load = <T>(file: string) =>
  runnerImport<T>(path.join(root, file), { configFile: false, root, logLevel: "warn" }).then((r) => r.module);

try {
  const news = await load<typeof import("../app/content/news.server")>("app/content/news.server.ts");
  const dealers = await load<typeof import("../app/content/dealers.server")>("app/content/dealers.server.ts");
  const validate = await load<typeof import("../app/content/validate.server")>("app/content/validate.server.ts");
  // Read when imported: the company's details and texts, the legal pages, the pages' copy, downloads and manuals.
  for (const file of [
    "app/content/company.server.ts",
    "app/content/legal/legal.server.ts",
    "app/content/i18n/pages.server.ts",
    "app/content/i18n/news.server.ts",
    "app/content/downloads.server.ts",
  ])
    await load(file);
  const articles = news.loadArticles();
  const list = dealers.loadDealers();
  validate.validateContent();
  console.log(`check:content: content is valid (${articles.en.length} articles, ${list.length} dealers)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
