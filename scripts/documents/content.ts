import { brands, countryNames } from "../../app/content/brands";
import { brochures, downloadCategories, downloads, downloadsArchive } from "../../app/content/downloads";
import { manualArchive, manualGroups } from "../../app/content/manuals";
import { claims, companyTexts, site } from "../../app/content/company.server";
import type { DocumentContent } from "./generate";

/**
 * The content modules the documents are built from, gathered in one module so the
 * generator can load them through Vite's module runner (the company's details are read
 * from the content folder with import.meta.glob and import.meta.env, which only Vite provides).
 */
export const documentContent: DocumentContent = {
  sample: { site, claims, company: companyTexts.en, brands, countryNames },
  manualGroups,
  manualArchive,
  downloads,
  downloadCategories,
  downloadsArchive,
  brochures,
};

/** The raster copies of drawings follow the brands (scripts/raster-art.ts). */
export { brands };
