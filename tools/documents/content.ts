import { en } from "../../app/content/interface/en";
import { brandsFor } from "../../app/content/brands.server";
import { fileLists } from "../../app/content/downloads.server";
import { claims, companyTexts, site } from "../../app/content/company.server";
import type { DocumentContent } from "./generate";

/**
 * The content modules the samples are written from, gathered in one module so
 * tools/samples.ts can load them through Vite's module runner (the company's details are read
 * from the content folder with import.meta.glob and import.meta.env, which only Vite provides).
 */
export const documentContent: DocumentContent = {
  sample: { site, claims, company: companyTexts.en, brands: brandsFor("en"), countryNames: en.countries.names },
  // The lists of content/downloads/ and content/manuals/ (found with import.meta.glob, which Vite provides too).
  ...fileLists(),
};
