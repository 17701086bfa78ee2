import { embeds } from "../embeds";
import { site } from "../site";
import type { LegalDocument } from "./types";

/** French (fr) translation of ./cookies.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} ne dépose aucun cookie propre. Ce que ce site conserve dans votre navigateur, et ce que déposeraient les vidéos et cartes d’autres services.`,
  keywords: ["cookies", "stockage local", "consentement", "contenus intégrés", "confidentialité"],
  intro:
    "Ce site ne dépose aucun cookie propre et n’utilise aucun traçage. D’autres services n’interviennent que si vous choisissez de charger l’une de leurs vidéos ou de leurs cartes.",
  updated: "2026-11-22",
  sections: [
    {
      id: "our-cookies",
      title: "Les cookies que nous déposons",
      blocks: [
        "Aucun. Nous n’utilisons pas de cookies pour la mesure d’audience, la publicité ou pour vous reconnaître lors d’une visite ultérieure. Les pages fonctionnent entièrement sans cookie ; il n’y a donc aucun bandeau de cookies à fermer.",
      ],
    },
    {
      id: "local-storage",
      title: "Ce que nous conservons dans votre navigateur",
      blocks: [
        "Si vous choisissez de toujours charger les vidéos ou les cartes, votre navigateur mémorise ce choix dans son stockage local sous le nom embed-consent. Celui-ci ne contient que deux réponses oui ou non, l’une pour les vidéos, l’autre pour les cartes. Il reste sur votre appareil, ne nous est jamais envoyé, et vous pouvez le modifier ou l’effacer à tout moment ci-dessous ou dans les réglages de votre navigateur.",
      ],
    },
    {
      id: "embeds",
      title: "Vidéos et cartes d’autres services",
      blocks: [
        "Tant que vous ne choisissez pas de les charger, les vidéos et les cartes s’affichent sous forme d’image locale et aucune requête n’est envoyée à un autre service. Dès que vous en chargez une, ce service peut déposer ses propres cookies ou un stockage similaire et reçoit votre adresse IP, comme pour tout site web que vous consultez :",
        {
          table: {
            caption: "Services pouvant être chargés à votre demande",
            head: ["Contenu", "Service", "Où il apparaît"],
            rows: [
              ["Vidéos de marques et de produits", embeds.videoPlayer.provider, "Pages des marques et page d’accueil"],
              [
                "Cartes interactives et tuiles cartographiques",
                embeds.mapTiles.provider,
                "Section contact de la page d’accueil, localisateur de revendeurs",
              ],
            ],
          },
        },
        "L’utilisation des cookies par ces services est décrite dans leurs politiques de confidentialité et de cookies. Pour les vidéos intégrées, nous avons choisi le lecteur à confidentialité renforcée lorsque le service en propose un.",
      ],
    },
    {
      id: "change-choices",
      title: "Modifier vos choix",
      blocks: [
        "Utilisez les interrupteurs ci-dessous pour interdire ou autoriser le chargement automatique des vidéos et des cartes. Désactiver un interrupteur arrête immédiatement le chargement automatique ; pour supprimer les cookies qu’un service a déjà déposés, effacez-les dans les réglages de votre navigateur. Si vous ne cochez jamais d’option « toujours charger », rien n’est enregistré.",
      ],
    },
  ],
};
