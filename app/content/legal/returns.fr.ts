import { site } from "../company.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const r = legalFigures.returns;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const mail = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** French (fr) translation of ./returns.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const returnsDocument: LegalDocument = {
  title: "Politique de retour",
  description: `Retournez un produit dans les ${r.windowDays} jours : ce qui peut être retourné, comment procéder et quand vous êtes remboursé.`,
  keywords: ["retours", "politique de retour", "remboursement", "échange", "rétractation"],
  intro: `Vous avez changé d’avis ? Vous pouvez retourner un produit acheté chez nous dans les ${r.windowDays} jours suivant la livraison. Voici comment procéder.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "window",
      title: `Votre délai de retour de ${r.windowDays} jours`,
      blocks: [
        `Vous pouvez retourner un produit dans les ${r.windowDays} jours suivant le jour de sa livraison, sans avoir à vous justifier. C’est plus long que le délai de rétractation que la loi impose pour les achats à distance, et cela s’applique que vous ayez commandé en ligne, par téléphone ou par e-mail.`,
        "Cette politique concerne les produits achetés directement chez nous. Si vous avez acheté auprès de l’un de nos revendeurs, veuillez contacter ce revendeur : sa propre politique de retour s’applique, et nous l’aidons à traiter votre retour.",
      ],
    },
    {
      id: "conditions",
      title: "Ce qui peut être retourné",
      blocks: [
        "Nous acceptons un retour lorsque le produit est :",
        {
          list: [
            "inutilisé, intact et complet, avec tous les accessoires, notices et pièces fournis ;",
            "dans son emballage d’origine, ou emballé de manière tout aussi sûre si l’emballage d’origine n’est plus disponible ;",
            "ni encastré, ni raccordé, ni mis en service au-delà de ce qui est nécessaire pour constater qu’il fonctionne, comme vous le feriez en magasin.",
          ],
        },
        "Certains produits ne peuvent pas être retournés :",
        {
          list: [
            "les produits fabriqués ou adaptés selon vos spécifications, tels que les chambres froides et les caves à vin construites sur mesure, ou les appareils équipés de panneaux personnalisés ;",
            "les consommables tels que les filtres et les cartouches de gaz dont le scellé a été rompu ;",
            "les produits qui ont été installés et utilisés.",
          ],
        },
      ],
    },
    {
      id: "how",
      title: "Comment retourner un produit",
      blocks: [
        {
          ordered: true,
          list: [
            `Écrivez à ${mail} dans les ${r.windowDays} jours suivant la livraison, en indiquant votre numéro de commande, le produit que vous retournez et, si vous le souhaitez, le motif.`,
            "Nous vous répondons avec un numéro de retour et vous indiquons où envoyer le produit, ou vous proposons de venir le chercher. Nous enlevons toujours nous-mêmes les gros appareils, afin qu’ils voyagent en toute sécurité.",
            "Emballez soigneusement le produit et inscrivez le numéro de retour sur l’extérieur du carton.",
            "À l’arrivée du produit, nous le contrôlons et vous communiquons le résultat.",
          ],
        },
        "Si vous expédiez vous-même le retour, utilisez un service avec suivi et conservez la preuve d’envoi jusqu’à votre remboursement.",
      ],
    },
    {
      id: "costs",
      title: "Frais de retour",
      blocks: [
        "Si vous retournez un produit parce que vous avez changé d’avis, les frais de renvoi sont à votre charge. Si vous souhaitez que nous venions le chercher, nous vous communiquons les frais d’enlèvement avant de l’organiser.",
        "Si nous avons livré le mauvais produit, ou si le produit est défectueux ou endommagé à l’arrivée, nous prenons en charge tous les frais de retour.",
      ],
    },
    {
      id: "refunds",
      title: "Remboursements",
      blocks: [
        `Dès que nous avons reçu et contrôlé votre retour, nous vous remboursons dans un délai de ${r.refundBusinessDays.min} à ${r.refundBusinessDays.max} jours ouvrables, par le moyen de paiement que vous avez utilisé. Si vous retournez une commande complète, le remboursement inclut les frais de livraison standard que vous avez payés.`,
        "Si le produit a été manipulé au-delà de ce qui était nécessaire pour l’essayer, ou si des pièces manquent, nous pouvons déduire la perte de valeur. Nous justifions toujours une déduction par écrit avant de l’appliquer.",
      ],
    },
    {
      id: "damaged",
      title: "Produits endommagés ou défectueux",
      blocks: [
        `Veuillez contrôler votre livraison sans attendre. Signalez les dommages apparents ou les articles manquants dans les ${visibleDefectDays} jours ouvrables suivant la livraison, comme le prévoient nos [conditions générales](/general-terms-conditions), et nous réparons ou remplaçons le produit sans frais pour vous.`,
        "Un défaut qui apparaît plus tard est traité dans le cadre de notre [garantie](/warranty), distincte de la présente politique de retour et sans incidence sur vos droits légaux.",
      ],
    },
  ],
};
