/**
 * The downloads centre (spec 2.7, 3). Every `file` is a real file the site serves from
 * public/ (PRODUCT.md 14); its type and size are read from the file at build time.
 * The category counts are the spec's fixed numbers (15, 8, 42, 12): they describe the
 * full library, of which this public list shows three samples per category (spec 3).
 *
 * The files under /files/samples/ are honest sample documents, committed files written from
 * tools/documents/samples/ by `npm run samples` when someone runs it (the training videos are
 * rendered MP4s); the build only serves and measures them. To publish a real document, commit
 * it under public/files/ outside the samples' folders (`sampleDirs` in tools/documents/generate.ts;
 * for example public/files/catalogs/…) and point `file` at it.
 * Checked at build by ./validate.server.ts.
 */
import type { IconName } from "../lib/icon-names";

export const downloadCategoryIds = ["manuals", "catalogs", "images", "videos"] as const;
export type DownloadCategoryId = (typeof downloadCategoryIds)[number];

export interface DownloadCategory {
  id: DownloadCategoryId;
  name: string;
  description: string;
  icon: IconName;
  /** Size of the full library (spec 9: static, not computed). */
  count: number;
}

export const downloadCategories: readonly DownloadCategory[] = [
  { id: "manuals", name: "User Manuals", description: "Operating, installation and care manuals as PDF.", icon: "book", count: 15 },
  { id: "catalogs", name: "Product Catalogs", description: "Ranges, options and product families per brand.", icon: "catalog", count: 8 },
  { id: "images", name: "Product Images", description: "Product visuals for showrooms, print and web.", icon: "image", count: 42 },
  { id: "videos", name: "Training Videos", description: "Short installation, operation and care trainings.", icon: "video", count: 12 },
];

export interface DownloadItem {
  name: string;
  category: DownloadCategoryId;
  /** One line on what is inside. */
  description: string;
  /** Site path of the file, under /files/: a PDF, ZIP or MP4 (spec 3). */
  file: string;
}

export const downloads: readonly DownloadItem[] = [
  {
    name: "Norcool Corner Refrigerator User Manual",
    category: "manuals",
    description: "Daily use, temperature settings, cleaning and troubleshooting.",
    file: "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf",
  },
  {
    name: "Thermocold Cooling Unit Operation Manual",
    category: "manuals",
    description: "Controller, set points, defrost and routine maintenance.",
    file: "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf",
  },
  {
    name: "NIMO Drying Cabinet User Manual",
    category: "manuals",
    description: "Loading, drying programmes, filter care and safety.",
    file: "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf",
  },
  {
    name: "Norcool Product Catalog 2025",
    category: "catalogs",
    description: "Corner and drawer refrigerators, wine cabinets and refrigeration units.",
    file: "/files/samples/catalogs/norcool-product-catalog-2025.pdf",
  },
  {
    name: "Winemaster Wine Cellar Systems Catalog",
    category: "catalogs",
    description: "Climate systems for wine cellars of up to 100 m³.",
    file: "/files/samples/catalogs/winemaster-wine-cellar-systems-catalog.pdf",
  },
  {
    name: "Brand Portfolio Overview 2025",
    category: "catalogs",
    description: "All six brands we import and distribute, at a glance.",
    file: "/files/samples/catalogs/brand-portfolio-overview-2025.pdf",
  },
  {
    name: "Norcool Product Images",
    category: "images",
    description: "Illustrations of corner fridges, drawers and wine cabinets.",
    file: "/files/samples/images/norcool-product-images.zip",
  },
  {
    name: "NIMO Drying Cabinet Images",
    category: "images",
    description: "Illustrations of drying cabinets for workwear and outdoor gear.",
    file: "/files/samples/images/nimo-drying-cabinet-images.zip",
  },
  {
    name: "Winemaster Product Images",
    category: "images",
    description: "Illustrations of cellar climate units and wine cellars.",
    file: "/files/samples/images/winemaster-product-images.zip",
  },
  {
    name: "Norcool Wine Cabinet Installation Training",
    category: "videos",
    description: "Placing, levelling and starting a built-in wine cabinet.",
    file: "/files/samples/videos/norcool-wine-cabinet-installation.mp4",
  },
  {
    name: "NIMO Drying Cabinet Operation Training",
    category: "videos",
    description: "Loading the cabinet, choosing a programme and cleaning the filter.",
    file: "/files/samples/videos/nimo-drying-cabinet-operation.mp4",
  },
  {
    name: "Winefit Dispenser Cleaning Training",
    category: "videos",
    description: "The daily and weekly cleaning routine of a dispensing system.",
    file: "/files/samples/videos/winefit-dispenser-cleaning.mp4",
  },
];

/**
 * What a visitor reads of the downloads centre, in a language: each category's name and
 * description, and each file's name and description by its site path (`file` above).
 * English comes from the lists above; the translations sit beside this file
 * (downloads.nl.ts, …) and the build names any file or category one of them lacks
 * (app/content/i18n/search.server.ts). The files themselves have one address.
 */
export interface DownloadTexts {
  categories: Record<DownloadCategoryId, { name: string; description: string }>;
  files: Record<string, { name: string; description: string }>;
}

export const downloadTexts: DownloadTexts = {
  categories: Object.fromEntries(
    downloadCategories.map((c) => [c.id, { name: c.name, description: c.description }]),
  ) as DownloadTexts["categories"],
  files: Object.fromEntries(downloads.map((d) => [d.file, { name: d.name, description: d.description }])),
};

/** The 'Download All' ZIP of one category, or of every listed file. */
export function downloadsArchive(category: DownloadCategoryId | "all"): string {
  return `/files/archives/downloads-${category}.zip`;
}

/** Brochures other pages link to ('Download Brochure', spec 2.4 and 2.8; PRODUCT.md 14). */
export const brochures = {
  dealer: "/files/brochures/dealer-brochure.pdf",
  pevino: "/files/brochures/pevino-brochure.pdf",
} as const;
