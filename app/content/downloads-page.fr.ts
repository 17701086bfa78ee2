import type { DownloadsPageCopy } from "./downloads-page";

/** French (fr) translation of ./downloads-page.ts. */
export const downloadsPage: DownloadsPageCopy = {
  hero: {
    eyebrow: "Téléchargements",
    title: "Centre de téléchargement",
    intro: "Manuels d’utilisation, catalogues produits, images produits et vidéos de formation des marques que nous distribuons.",
  },
  categories: { title: "Parcourir par catégorie", files: "fichiers", browse: "Parcourir" },
  filter: {
    formLabel: "Téléchargements",
    search: "Rechercher un téléchargement",
    placeholder: "Nom du fichier, p. ex. catalogue ou NIMO",
    category: "Catégorie",
    allCategories: "Toutes les catégories",
    apply: "Appliquer les filtres",
  },
  list: {
    all: "Tous les téléchargements",
    count: { one: "{count} fichier", other: "{count} fichiers" },
    archiveNote: "\u00a0: {category} en un seul fichier",
    archiveAll: "tous les téléchargements",
    empty: "Aucun téléchargement trouvé. Modifiez vos termes de recherche ou le filtre de catégorie.",
    clear: "Effacer les filtres",
    note: "Les nombres par catégorie décrivent notre bibliothèque complète\u00a0; cette liste publique en présente une sélection. Les revendeurs trouvent tous les fichiers sur le portail revendeurs.",
  },
  resources: {
    label: "Autres ressources",
    dealers: {
      title: "Ressources revendeurs",
      text: "Les revendeurs trouvent la bibliothèque complète sur le portail revendeurs\u00a0: tous les manuels, catalogues et vidéos de formation, des photos produits en haute résolution, les listes de prix et le matériel marketing. Vous n’utilisez pas encore le portail revendeurs\u00a0? Demandez un accès et nous créerons votre compte.",
      link: "Demander un accès revendeur",
    },
    more: {
      title: "Besoin d’autres ressources\u00a0?",
      text: "Vous cherchez un document qui ne figure pas ici, le manuel d’un modèle plus ancien ou un support dans un autre format\u00a0? Demandez-le-nous.",
      documents: " (documents et téléchargements)",
      images: " (images et matériel marketing)",
      phoneHours: " ({hours})",
    },
  },
};
