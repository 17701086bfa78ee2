/**
 * Manuals per brand on /manuals (spec 2.6). Every `file` is a real file the site serves
 * from public/ (PRODUCT.md 14); its type (PDF) and size are read from the file at build
 * time, never typed here. Each brand also gets a 'Download All' ZIP of its manuals,
 * built by scripts/generate-files.ts at the path `manualArchive(brand)` gives.
 *
 * The files under /files/samples/ are honest sample guides, committed files written from
 * tools/documents/samples/ by `npm run samples` when someone runs it; the build only serves
 * and measures them. To publish the manufacturer's own manual, commit the PDF under
 * public/files/ outside the samples' folders (`sampleDirs` in tools/documents/generate.ts;
 * for example public/files/manuals/norcool/…) and point `file` at it; the size and the ZIP
 * follow at the next build.
 * Checked at build by ./validate.server.ts.
 */
interface Manual {
  name: string;
  /** Site path of the PDF, under /files/. */
  file: string;
}

export interface ManualGroup {
  /** Slug of a brand in ./brands.ts; its name is shown. */
  brand: string;
  manuals: readonly Manual[];
}

export const manualGroups: readonly ManualGroup[] = [
  {
    brand: "norcool",
    manuals: [
      { name: "Corner Refrigerator User Manual", file: "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf" },
      {
        name: "Under-Counter Drawer Installation Guide",
        file: "/files/samples/manuals/norcool/under-counter-drawer-installation-guide.pdf",
      },
      { name: "Wine Cabinet Care & Maintenance Guide", file: "/files/samples/manuals/norcool/wine-cabinet-care-guide.pdf" },
    ],
  },
  {
    brand: "thermocold",
    manuals: [
      { name: "Cold Room Installation Manual", file: "/files/samples/manuals/thermocold/cold-room-installation-manual.pdf" },
      { name: "Cooling Unit Operation & Maintenance Manual", file: "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf" },
      { name: "Wine Room Climate Guide", file: "/files/samples/manuals/thermocold/wine-room-climate-guide.pdf" },
    ],
  },
  {
    brand: "nimo",
    manuals: [
      { name: "Drying Cabinet User Manual", file: "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf" },
      { name: "Drying Cabinet Installation Guide", file: "/files/samples/manuals/nimo/drying-cabinet-installation-guide.pdf" },
      { name: "Drying Cabinet Care & Troubleshooting", file: "/files/samples/manuals/nimo/drying-cabinet-care-troubleshooting.pdf" },
    ],
  },
  {
    brand: "winefit",
    manuals: [
      { name: "Wine Dispensing System User Manual", file: "/files/samples/manuals/winefit/dispensing-system-user-manual.pdf" },
      { name: "Cleaning & Hygiene Guide", file: "/files/samples/manuals/winefit/cleaning-hygiene-guide.pdf" },
      { name: "Commercial Installation Guide", file: "/files/samples/manuals/winefit/commercial-installation-guide.pdf" },
    ],
  },
];

/**
 * Each manual's name in a language, by the site path of its PDF (`file` above). English
 * comes from the list above; the translations sit beside this file (manuals.nl.ts, …) and
 * the build names any manual one of them lacks (app/content/i18n/search.server.ts).
 */
export type ManualNames = Record<string, string>;

export const manualNames: ManualNames = Object.fromEntries(manualGroups.flatMap((g) => g.manuals.map((m) => [m.file, m.name])));

/** The 'Download All' ZIP of one brand's manuals (written by scripts/generate-files.ts). */
export function manualArchive(brand: string): string {
  return `/files/archives/manuals-${brand}.zip`;
}
