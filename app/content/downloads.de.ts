import type { DownloadTexts } from "./downloads";

/** German (de) translation of ./downloads.ts: category names and file names and descriptions. */
export const downloadTexts: DownloadTexts = {
  categories: {
    manuals: { name: "Bedienungsanleitungen", description: "Bedienungs-, Installations- und Pflegeanleitungen als PDF." },
    catalogs: { name: "Produktkataloge", description: "Sortimente, Optionen und Produktfamilien je Marke." },
    images: { name: "Produktbilder", description: "Produktbilder für Showroom, Print und Web." },
    videos: { name: "Schulungsvideos", description: "Kurze Schulungen zu Installation, Bedienung und Pflege." },
  },
  files: {
    "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": {
      name: "Norcool Bedienungsanleitung Eckkühlschrank",
      description: "Täglicher Gebrauch, Temperatureinstellungen, Reinigung und Fehlerbehebung.",
    },
    "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": {
      name: "Thermocold Bedienungsanleitung Kühlaggregat",
      description: "Regler, Sollwerte, Abtauen und regelmäßige Wartung.",
    },
    "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": {
      name: "NIMO Bedienungsanleitung Trockenschrank",
      description: "Beladen, Trockenprogramme, Filterpflege und Sicherheit.",
    },
    "/files/samples/catalogs/norcool-product-catalog-2025.pdf": {
      name: "Norcool Produktkatalog 2025",
      description: "Eck- und Schubladenkühlschränke, Weinklimaschränke und Kühlgeräte.",
    },
    "/files/samples/catalogs/winemaster-wine-cellar-systems-catalog.pdf": {
      name: "Winemaster Katalog Weinkellersysteme",
      description: "Klimasysteme für Weinkeller bis 100 m³.",
    },
    "/files/samples/catalogs/brand-portfolio-overview-2025.pdf": {
      name: "Markenportfolio im Überblick 2025",
      description: "Alle sechs Marken, die wir importieren und vertreiben, auf einen Blick.",
    },
    "/files/samples/images/norcool-product-images.zip": {
      name: "Norcool Produktbilder",
      description: "Illustrationen von Eckkühlschränken, Kühlschubladen und Weinklimaschränken.",
    },
    "/files/samples/images/nimo-drying-cabinet-images.zip": {
      name: "NIMO Bilder Trockenschränke",
      description: "Illustrationen von Trockenschränken für Arbeitskleidung und Outdoor-Ausrüstung.",
    },
    "/files/samples/images/winemaster-product-images.zip": {
      name: "Winemaster Produktbilder",
      description: "Illustrationen von Kellerklimageräten und Weinkellern.",
    },
    "/files/samples/videos/norcool-wine-cabinet-installation.mp4": {
      name: "Norcool Schulung Installation Weinklimaschrank",
      description: "Aufstellen, Ausrichten und Inbetriebnahme eines Einbau-Weinklimaschranks.",
    },
    "/files/samples/videos/nimo-drying-cabinet-operation.mp4": {
      name: "NIMO Schulung Bedienung Trockenschrank",
      description: "Schrank beladen, Programm wählen und Filter reinigen.",
    },
    "/files/samples/videos/winefit-dispenser-cleaning.mp4": {
      name: "Winefit Schulung Reinigung Weinspender",
      description: "Die tägliche und wöchentliche Reinigungsroutine eines Ausschanksystems.",
    },
  },
};
