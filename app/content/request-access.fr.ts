import type { RequestAccessCopy } from "./request-access";

/** French (fr) translation of ./request-access.ts. */
export const requestAccess: RequestAccessCopy = {
  meta: {
    title: "Demander un accès revendeur",
    description:
      "Les ressources revendeurs, comme les listes de prix, les images haute résolution et les supports de formation, sont réservées aux revendeurs enregistrés. Demandez l’accès par e-mail.",
    keywords: ["accès revendeur", "ressources revendeurs", "portail revendeurs"],
  },
  hero: {
    eyebrow: "Ressources revendeurs",
    title: "Demander un accès revendeur",
    intro:
      "Listes de prix, images de produits haute résolution, vidéos de formation et supports marketing : tout est réuni dans le portail revendeurs, pour nos revendeurs enregistrés.",
  },
  how: {
    title: "Comment demander l’accès",
    steps: [
      "Envoyez-nous un e-mail avec le nom de votre société, votre personne de contact et les marques avec lesquelles vous travaillez.",
      "Nous vérifions vos informations et vous répondons sous 48 heures.",
      "Vous recevez vos identifiants du portail par e-mail.",
    ],
    note: {
      before:
        "Les revendeurs existants qui ont perdu leurs identifiants peuvent utiliser la même adresse. Vous souhaitez vendre nos marques ? Découvrez d’abord comment ",
      link: "devenir revendeur",
      after: ".",
    },
  },
  ask: {
    title: "Demander par e-mail",
    text: { before: "Le bouton ouvre votre messagerie avec un court formulaire à compléter. Vous pouvez aussi écrire à", after: "." },
    button: "Demander l’accès par e-mail",
  },
  mail: {
    subject: "Demande d’accès aux ressources revendeurs",
    body: [
      "Bonjour,",
      "",
      "Je souhaite accéder aux ressources revendeurs.",
      "",
      "Nom de la société :",
      "Personne de contact :",
      "Téléphone :",
      "Numéro de compte revendeur (le cas échéant) :",
      "Marques qui m’intéressent :",
      "",
      "Cordialement,",
    ],
  },
};
