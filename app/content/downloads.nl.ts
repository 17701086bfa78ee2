import type { DownloadTexts } from "./downloads";

/** Dutch (nl) translation of ./downloads.ts: category names and file names and descriptions. */
export const downloadTexts: DownloadTexts = {
  categories: {
    manuals: { name: "Gebruikershandleidingen", description: "Bedienings-, installatie- en onderhoudshandleidingen als pdf." },
    catalogs: { name: "Productcatalogi", description: "Assortimenten, opties en productfamilies per merk." },
    images: { name: "Productafbeeldingen", description: "Productbeelden voor showroom, drukwerk en web." },
    videos: { name: "Trainingsvideo’s", description: "Korte trainingen over installatie, bediening en onderhoud." },
  },
  files: {
    "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": {
      name: "Norcool gebruikershandleiding hoekkoelkast",
      description: "Dagelijks gebruik, temperatuurinstellingen, reinigen en storingen verhelpen.",
    },
    "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": {
      name: "Thermocold bedieningshandleiding koelunit",
      description: "Regelaar, instelwaarden, ontdooien en periodiek onderhoud.",
    },
    "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": {
      name: "NIMO gebruikershandleiding droogkast",
      description: "Inruimen, droogprogramma’s, filteronderhoud en veiligheid.",
    },
    "/files/samples/catalogs/norcool-product-catalog-2025.pdf": {
      name: "Norcool productcatalogus 2025",
      description: "Hoek- en ladekoelkasten, wijnklimaatkasten en koelunits.",
    },
    "/files/samples/catalogs/winemaster-wine-cellar-systems-catalog.pdf": {
      name: "Winemaster catalogus wijnkeldersystemen",
      description: "Klimaatsystemen voor wijnkelders tot 100 m³.",
    },
    "/files/samples/catalogs/brand-portfolio-overview-2025.pdf": {
      name: "Overzicht merkenportfolio 2025",
      description: "Alle zes merken die wij importeren en distribueren, in één oogopslag.",
    },
    "/files/samples/images/norcool-product-images.zip": {
      name: "Norcool productafbeeldingen",
      description: "Illustraties van hoekkoelkasten, koellades en wijnklimaatkasten.",
    },
    "/files/samples/images/nimo-drying-cabinet-images.zip": {
      name: "NIMO afbeeldingen droogkasten",
      description: "Illustraties van droogkasten voor werkkleding en outdooruitrusting.",
    },
    "/files/samples/images/winemaster-product-images.zip": {
      name: "Winemaster productafbeeldingen",
      description: "Illustraties van kelderklimaatunits en wijnkelders.",
    },
    "/files/samples/videos/norcool-wine-cabinet-installation.mp4": {
      name: "Norcool training installatie wijnklimaatkast",
      description: "Een inbouwwijnklimaatkast plaatsen, waterpas zetten en in gebruik nemen.",
    },
    "/files/samples/videos/nimo-drying-cabinet-operation.mp4": {
      name: "NIMO training bediening droogkast",
      description: "De kast inruimen, een programma kiezen en het filter reinigen.",
    },
    "/files/samples/videos/winefit-dispenser-cleaning.mp4": {
      name: "Winefit training reiniging dispenser",
      description: "De dagelijkse en wekelijkse reinigingsroutine van een schenksysteem.",
    },
  },
};
