import type { ManualNames } from "./manuals";

/** German (de) translation of ./manuals.ts: each manual's name, by its PDF. */
export const manualNames: ManualNames = {
  "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": "Bedienungsanleitung Eckkühlschrank",
  "/files/samples/manuals/norcool/under-counter-drawer-installation-guide.pdf": "Installationsanleitung Unterbau-Kühlschublade",
  "/files/samples/manuals/norcool/wine-cabinet-care-guide.pdf": "Pflege- und Wartungsanleitung Weinklimaschrank",
  "/files/samples/manuals/thermocold/cold-room-installation-manual.pdf": "Installationsanleitung Kühlraum",
  "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": "Bedienungs- und Wartungsanleitung Kühlaggregat",
  "/files/samples/manuals/thermocold/wine-room-climate-guide.pdf": "Klimaleitfaden Weinraum",
  "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": "Bedienungsanleitung Trockenschrank",
  "/files/samples/manuals/nimo/drying-cabinet-installation-guide.pdf": "Installationsanleitung Trockenschrank",
  "/files/samples/manuals/nimo/drying-cabinet-care-troubleshooting.pdf": "Trockenschrank: Pflege und Fehlerbehebung",
  "/files/samples/manuals/winefit/dispensing-system-user-manual.pdf": "Bedienungsanleitung Weinausschanksystem",
  "/files/samples/manuals/winefit/cleaning-hygiene-guide.pdf": "Leitfaden Reinigung und Hygiene",
  "/files/samples/manuals/winefit/commercial-installation-guide.pdf": "Installationsanleitung für den gewerblichen Einsatz",
};
