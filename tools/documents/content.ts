import { brands, countryNames } from "../../app/content/brands";
import { fileLists } from "../../app/content/downloads.server";
import { claims, site } from "../../app/content/site";
import type { DocumentContent } from "./generate";

/**
 * The content modules the samples are written from, gathered in one module so
 * tools/samples.ts can load them through Vite's module runner (site.ts reads
 * import.meta.env, which only Vite provides, for the PUBLIC_* settings).
 */
export const documentContent: DocumentContent = {
  sample: { site, claims, brands, countryNames },
  // The lists of content/downloads/ and content/manuals/ (found with import.meta.glob, which Vite provides too).
  ...fileLists(),
};
