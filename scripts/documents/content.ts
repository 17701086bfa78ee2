/**
 * The content modules the documents are built from, gathered in one module so the
 * generator can load them through Vite's module runner (site.ts reads import.meta.env,
 * which only Vite provides).
 */
export { brands, countryNames } from "../../app/content/brands";
export { brochures, downloadCategories, downloads, downloadsArchive } from "../../app/content/downloads";
export { manualArchive, manualGroups } from "../../app/content/manuals";
export { claims, site } from "../../app/content/site";
