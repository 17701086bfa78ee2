import type { ErrorCopy, NotFoundCopy } from "./error-pages";

/** French (fr) translation of ./error-pages.ts. */
export const notFoundPage: NotFoundCopy = {
  meta: { title: "Page introuvable", description: "La page que vous cherchez n’existe pas." },
  articleDescription: "L’article que vous cherchez n’existe pas.",
  title: "Oups ! Page introuvable",
  text: "La page que vous cherchez n’existe pas ou a été déplacée. Les liens ci-dessus et ci-dessous vous mènent à nos marques ainsi qu’à nos pages service et contact.",
  home: "Retour à l’accueil",
};

export const errorPage: ErrorCopy = {
  title: "Une erreur s’est produite",
  description: "La page n’a pas pu être affichée.",
  text: {
    before: "La page n’a pas pu être affichée. Veuillez réessayer dans un instant ou revenir à la",
    link: "page d’accueil",
    after: ".",
  },
  articleText: {
    before: "Cet article n’a pas pu être affiché. Veuillez réessayer dans un instant ou revenir à la",
    link: "liste des actualités",
    after: ".",
  },
};
