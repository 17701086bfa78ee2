import { site } from "../company.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const days = legalFigures.privacy.retentionDays;
const info = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** French (fr) translation of ./privacy.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const privacyDocument: LegalDocument = {
  title: "Politique de confidentialité",
  description: `Les données personnelles que ${site.name} reçoit par ce site, pourquoi, combien de temps elles sont conservées et comment les faire effacer.`,
  keywords: ["confidentialité", "données personnelles", "RGPD", "AVG", "protection des données", "effacement"],
  intro: `Nous collectons aussi peu de données personnelles que possible : uniquement ce que vous nous envoyez au moyen d’un formulaire, conservé pendant ${days} jours. Ce site n’utilise ni traçage ni outil de mesure d’audience.`,
  updated: "2026-12-01",
  sections: [
    {
      id: "controller",
      title: "Responsable du traitement",
      blocks: [
        `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, Pays-Bas (Chambre de commerce ${site.chamberOfCommerce}) est responsable des données personnelles décrites ici. Pour toute question relative à la vie privée, écrivez à ${info}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "Ce que nous enregistrons lorsque vous envoyez un formulaire",
      blocks: [
        "Nous ne recevons que les données personnelles que vous choisissez de nous envoyer au moyen de l’un des formulaires de ce site :",
        {
          list: [
            "Formulaires de contact : votre nom, votre adresse e-mail et, si vous les indiquez, votre entreprise et un objet, avec votre message.",
            "Formulaire de demande d’intervention : votre nom, votre adresse e-mail et, si vous l’indiquez, votre numéro de téléphone ; la marque, le modèle, le numéro de série et la date d’achat de votre appareil ; une description du problème et de son degré d’urgence.",
            "Candidature de revendeur : votre nom, votre entreprise, votre adresse e-mail et votre numéro de téléphone, la marque qui vous intéresse et vos commentaires.",
          ],
        },
        "Avec chaque formulaire, nous enregistrons également l’heure d’envoi, l’adresse de la page d’où il a été envoyé et la description que votre navigateur transmet (son user agent), afin de pouvoir examiner les problèmes du site. Les formulaires contiennent un champ masqué destiné à détecter les robots de spam ; les formulaires ainsi interceptés sont enregistrés comme spam et ne reçoivent jamais de réponse ni ne sont transmis.",
        "Lorsqu’un formulaire est envoyé sans JavaScript, nous enregistrons aussi une empreinte à sens unique calculée à partir du contenu du formulaire, de votre adresse réseau (adresse IP) et de la date, afin qu’un formulaire envoyé deux fois par erreur ne soit enregistré qu’une seule fois. Votre adresse IP ne peut pas en être déduite, et nous n’enregistrons pas l’adresse elle-même.",
      ],
    },
    {
      id: "why",
      title: "Pourquoi nous les utilisons",
      blocks: [
        "Nous utilisons vos données uniquement pour traiter votre demande : répondre à votre message, diagnostiquer et réparer votre appareil, ou examiner votre candidature de revendeur et vous contacter à ce sujet. Nous transmettons votre formulaire par e-mail aux collègues qui s’en chargent, ainsi qu’à nos propres systèmes de gestion des contacts clients et des demandes d’intervention (comme notre logiciel de CRM ou de support), qui ne le traitent que pour notre compte. Si l’un de nos revendeurs ou techniciens agréés effectue une réparation, nous ne lui communiquons que les informations nécessaires à l’intervention.",
        "La base juridique est votre demande de voir ces mesures prises avant ou dans le cadre d’un contrat avec vous, ou notre intérêt légitime à répondre aux questions que nous recevons. Nous n’utilisons jamais les données des formulaires à des fins publicitaires, ne les vendons jamais et n’envoyons jamais de réponses automatiques ni de newsletters à l’adresse que vous indiquez.",
      ],
    },
    {
      id: "retention",
      title: "Durée de conservation",
      blocks: [
        `Les formulaires envoyés sont automatiquement supprimés de la base de données du site ${days} jours après leur envoi. Les e-mails de notification que reçoivent nos collègues ne sont pas conservés plus longtemps que nécessaire au traitement de votre demande. Si votre demande aboutit à une commande, une réparation ou un contrat de revendeur, les données nécessaires à cet effet sont conservées dans notre administration aussi longtemps que la loi nous impose de conserver nos documents commerciaux.`,
      ],
    },
    {
      id: "erasure",
      title: "Vos droits et comment faire effacer vos données",
      blocks: [
        `Vous pouvez demander à consulter les données que nous détenons à votre sujet, à les faire rectifier ou à les faire effacer avant l’expiration des ${days} jours. Écrivez à ${info} depuis l’adresse utilisée dans le formulaire et indiquez-nous ce que vous souhaitez. Nous effaçons chaque formulaire enregistré sous cette adresse e-mail, ainsi que les e-mails s’y rapportant, et vous le confirmons, normalement dans un délai de quelques jours ouvrables.`,
        "Vous pouvez également vous opposer à l’utilisation de vos données. Si vous n’êtes pas satisfait de la manière dont nous traitons votre demande, vous pouvez introduire une réclamation auprès de l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens).",
      ],
    },
    {
      id: "no-tracking",
      title: "Ni traçage ni mesure d’audience",
      blocks: [
        "Ce site n’utilise aucun outil de mesure d’audience, de publicité ou de traçage, et ne dépose aucun cookie propre. Nous ne constituons pas de profils de visiteurs. Pour en savoir plus, consultez notre [page sur les cookies](/cookies).",
      ],
    },
    {
      id: "embeds",
      title: "Vidéos et cartes d’autres services",
      blocks: [
        "Certaines pages peuvent afficher des vidéos et des cartes fournies par d’autres sociétés. Rien ne se charge depuis ces services à l’ouverture d’une page : vous voyez à la place une image locale avec un bouton. Ce n’est que lorsque vous choisissez de charger la vidéo ou la carte que votre navigateur se connecte à ce service, qui reçoit alors votre adresse IP et peut déposer ses propres cookies selon sa propre politique de confidentialité.",
        "Si vous cochez l’option permettant de toujours charger les vidéos ou les cartes, ce choix est mémorisé dans le stockage local de ce navigateur, uniquement sur votre appareil ; nous ne le recevons pas. Vous pouvez le modifier à tout moment sur la [page sur les cookies](/cookies#embed-settings).",
      ],
    },
    {
      id: "server-logs",
      title: "Journaux du serveur",
      blocks: [
        "Notre serveur web enregistre des événements techniques, tels que les pages introuvables et les erreurs, avec l’heure et l’adresse de la page, afin que nous puissions assurer le bon fonctionnement et la sécurité du site. Il n’enregistre pas qui consulte quelle page. Pour protéger les formulaires contre les abus, le serveur compte les envois de chaque adresse réseau au cours de la dernière minute ; ces comptages sont conservés uniquement en mémoire et disparaissent une minute plus tard.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de cette politique",
      blocks: [
        "Si nous modifions notre façon de traiter les données personnelles, nous mettons à jour cette page et la date indiquée en haut. Nous n’utilisons pas vos données d’une nouvelle manière sans vous en informer au préalable.",
      ],
    },
  ],
};
