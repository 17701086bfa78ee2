import { site } from "../company.server";
import { embedRows, storageRows } from "./cookies";
import type { LegalDocument } from "./types";

/** French (fr) translation of ./cookies.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} ne dépose aucun cookie propre. Tout ce que ce site conserve dans votre navigateur, et ce que déposeraient les vidéos et cartes d’autres services.`,
  keywords: ["cookies", "stockage local", "consentement", "contenus intégrés", "confidentialité"],
  intro:
    "Ce site ne dépose aucun cookie propre et n’utilise aucun traçage. D’autres services n’interviennent que si vous choisissez de charger l’une de leurs vidéos ou de leurs cartes.",
  updated: "2026-11-25",
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
        "Au lieu de cookies, le site conserve quelques courtes notes dans le stockage propre de votre navigateur, afin de se souvenir d’un choix que vous avez fait. Elles restent sur votre appareil et ne nous sont jamais envoyées. Le stockage local conserve une note jusqu’à ce que vous l’effaciez ; le stockage de session l’oublie dès que vous fermez l’onglet.",
        {
          table: {
            caption: "Ce que ce site conserve dans votre navigateur",
            head: ["Ce qui est mémorisé", "Nom", "Conservé dans", "Durée"],
            rows: storageRows(
              {
                embedConsent: {
                  what: "Votre choix de toujours charger les vidéos ou les cartes : une réponse oui ou non pour chacune",
                  lifetime: "Jusqu’à ce que vous le modifiiez ci-dessous ou effaciez les données de votre navigateur",
                },
                dealerPopupSent: {
                  what: "Que vous avez envoyé la candidature revendeur depuis la fenêtre contextuelle, pour qu’elle ne vous la redemande pas",
                  lifetime: "Jusqu’à ce que vous effaciez les données de votre navigateur",
                },
                dealerPopupClosed: {
                  what: "Que vous avez fermé la fenêtre de candidature revendeur, pour qu’elle reste fermée pendant votre visite",
                  lifetime: "Jusqu’à la fermeture de l’onglet",
                },
                languageNoticeClosed: {
                  what: "Que vous avez fermé la suggestion de lire le site dans votre langue",
                  lifetime: "Jusqu’à la fermeture de l’onglet",
                },
              },
              { local: "Stockage local", session: "Stockage de session" },
            ),
            codeColumns: [1],
          },
        },
        "Vous pouvez effacer ces notes à tout moment dans les réglages de votre navigateur (données des sites). Vos choix pour les vidéos et les cartes peuvent aussi être modifiés ci-dessous.",
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
            head: ["Contenu", "Service", "Adresse", "Où il apparaît"],
            rows: embedRows(
              {
                videoPlayer: { content: "Film d’arrière-plan de la page PeVino", where: "Page de la marque PeVino" },
                demoVideo: {
                  content: "Démonstration : pose des façades Norcool",
                  where: "Page d’accueil, section « Choisissez votre finition »",
                },
                officeMap: { content: "Carte de notre bureau", where: "Page d’accueil, section contact" },
                mapTiles: { content: "Carte de nos revendeurs", where: "Page de la marque Norcool, localisateur de revendeurs" },
              },
              "Notre hébergeur vidéo",
            ),
            codeColumns: [2],
          },
        },
        "L’utilisation des cookies par ces services est décrite dans leurs politiques de confidentialité et de cookies. Pour les vidéos intégrées, nous avons choisi le lecteur à confidentialité renforcée lorsque le service en propose un.",
      ],
    },
    {
      id: "change-choices",
      title: "Modifier vos choix",
      blocks: [
        "Utilisez les interrupteurs ci-dessous pour interdire ou autoriser le chargement automatique des vidéos et des cartes. Désactiver un interrupteur arrête immédiatement le chargement automatique ; pour supprimer les cookies qu’un service a déjà déposés, effacez-les dans les réglages de votre navigateur. Si vous ne cochez jamais d’option « toujours charger », rien n’est enregistré au sujet des vidéos et des cartes.",
      ],
    },
  ],
};
