import type { DownloadTexts } from "./downloads";

/** French (fr) translation of ./downloads.ts: category names and file names and descriptions. */
export const downloadTexts: DownloadTexts = {
  categories: {
    manuals: { name: "Manuels d’utilisation", description: "Manuels d’utilisation, d’installation et d’entretien au format PDF." },
    catalogs: { name: "Catalogues produits", description: "Gammes, options et familles de produits par marque." },
    images: { name: "Images produits", description: "Visuels produits pour showroom, impression et web." },
    videos: { name: "Vidéos de formation", description: "Courtes formations à l’installation, à l’utilisation et à l’entretien." },
  },
  files: {
    "/files/samples/manuals/norcool/corner-refrigerator-user-manual.pdf": {
      name: "Norcool – Manuel d’utilisation du réfrigérateur d’angle",
      description: "Utilisation quotidienne, réglages de température, nettoyage et dépannage.",
    },
    "/files/samples/manuals/thermocold/cooling-unit-operation-manual.pdf": {
      name: "Thermocold – Manuel d’utilisation du groupe frigorifique",
      description: "Régulateur, consignes, dégivrage et entretien courant.",
    },
    "/files/samples/manuals/nimo/drying-cabinet-user-manual.pdf": {
      name: "NIMO – Manuel d’utilisation de l’armoire de séchage",
      description: "Chargement, programmes de séchage, entretien du filtre et sécurité.",
    },
    "/files/samples/catalogs/norcool-product-catalog-2025.pdf": {
      name: "Norcool – Catalogue produits 2025",
      description: "Réfrigérateurs d’angle et à tiroirs, caves à vin et unités de réfrigération.",
    },
    "/files/samples/catalogs/winemaster-wine-cellar-systems-catalog.pdf": {
      name: "Winemaster – Catalogue des systèmes pour caves à vin",
      description: "Systèmes de climatisation pour caves à vin jusqu’à 100 m³.",
    },
    "/files/samples/catalogs/brand-portfolio-overview-2025.pdf": {
      name: "Aperçu du portefeuille de marques 2025",
      description: "Les six marques que nous importons et distribuons, en un coup d’œil.",
    },
    "/files/samples/images/norcool-product-images.zip": {
      name: "Norcool – Images produits",
      description: "Illustrations de réfrigérateurs d’angle, de tiroirs réfrigérés et de caves à vin.",
    },
    "/files/samples/images/nimo-drying-cabinet-images.zip": {
      name: "NIMO – Images des armoires de séchage",
      description: "Illustrations d’armoires de séchage pour vêtements de travail et équipements de plein air.",
    },
    "/files/samples/images/winemaster-product-images.zip": {
      name: "Winemaster – Images produits",
      description: "Illustrations de climatiseurs de cave et de caves à vin.",
    },
    "/files/samples/videos/norcool-wine-cabinet-installation.mp4": {
      name: "Norcool – Formation à l’installation d’une cave à vin",
      description: "Mise en place, mise à niveau et mise en service d’une cave à vin encastrable.",
    },
    "/files/samples/videos/nimo-drying-cabinet-operation.mp4": {
      name: "NIMO – Formation à l’utilisation de l’armoire de séchage",
      description: "Charger l’armoire, choisir un programme et nettoyer le filtre.",
    },
    "/files/samples/videos/winefit-dispenser-cleaning.mp4": {
      name: "Winefit – Formation au nettoyage du distributeur",
      description: "La routine de nettoyage quotidienne et hebdomadaire d’un système de distribution.",
    },
  },
};
