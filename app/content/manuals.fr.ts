import type { ManualNames } from "./manuals";

/** French (fr) translation of ./manuals.ts: each manual's name, by its PDF. */
export const manualNames: ManualNames = {
  "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": "Manuel d’utilisation du réfrigérateur d’angle",
  "/files/samples/manuals/norcool/under-counter-drawer-installation-guide.pdf": "Guide d’installation du tiroir sous plan",
  "/files/samples/manuals/norcool/wine-cabinet-care-guide.pdf": "Guide d’entretien et de maintenance de la cave à vin",
  "/files/samples/manuals/thermocold/cold-room-installation-manual.pdf": "Manuel d’installation de la chambre froide",
  "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": "Manuel d’utilisation et d’entretien du groupe frigorifique",
  "/files/samples/manuals/thermocold/wine-room-climate-guide.pdf": "Guide climatique de la salle à vins",
  "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": "Manuel d’utilisation de l’armoire de séchage",
  "/files/samples/manuals/nimo/drying-cabinet-installation-guide.pdf": "Guide d’installation de l’armoire de séchage",
  "/files/samples/manuals/nimo/drying-cabinet-care-troubleshooting.pdf": "Armoire de séchage\u00a0: entretien et dépannage",
  "/files/samples/manuals/winefit/dispensing-system-user-manual.pdf": "Manuel d’utilisation du système de distribution de vin",
  "/files/samples/manuals/winefit/cleaning-hygiene-guide.pdf": "Guide de nettoyage et d’hygiène",
  "/files/samples/manuals/winefit/commercial-installation-guide.pdf": "Guide d’installation pour usage professionnel",
};
