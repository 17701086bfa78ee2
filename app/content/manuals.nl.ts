import type { ManualNames } from "./manuals";

/** Dutch (nl) translation of ./manuals.ts: each manual's name, by its PDF. */
export const manualNames: ManualNames = {
  "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": "Gebruikershandleiding hoekkoelkast",
  "/files/samples/manuals/norcool/under-counter-drawer-installation-guide.pdf": "Installatiehandleiding onderbouwlade",
  "/files/samples/manuals/norcool/wine-cabinet-care-guide.pdf": "Verzorging en onderhoud wijnklimaatkast",
  "/files/samples/manuals/thermocold/cold-room-installation-manual.pdf": "Installatiehandleiding koelcel",
  "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": "Bedienings- en onderhoudshandleiding koelunit",
  "/files/samples/manuals/thermocold/wine-room-climate-guide.pdf": "Klimaatgids wijnkamer",
  "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": "Gebruikershandleiding droogkast",
  "/files/samples/manuals/nimo/drying-cabinet-installation-guide.pdf": "Installatiehandleiding droogkast",
  "/files/samples/manuals/nimo/drying-cabinet-care-troubleshooting.pdf": "Droogkast: onderhoud en storingen verhelpen",
  "/files/samples/manuals/winefit/dispensing-system-user-manual.pdf": "Gebruikershandleiding wijnschenksysteem",
  "/files/samples/manuals/winefit/cleaning-hygiene-guide.pdf": "Reiniging en hygiëne",
  "/files/samples/manuals/winefit/commercial-installation-guide.pdf": "Installatiehandleiding voor professioneel gebruik",
};
