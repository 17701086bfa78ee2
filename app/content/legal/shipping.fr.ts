import { site } from "../company.server";
import { euros, legalFigures, type ShippingZone } from "./figures";
import type { LegalDocument } from "./types";

const s = legalFigures.shipping;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const ans = (n: number) => `${n} ${n === 1 ? "an" : "ans"}`;

const regions: Record<ShippingZone["id"], string> = { nl: "Pays-Bas", "be-lu": "Belgique et Luxembourg", de: "Allemagne" };

function deliveryTime(zone: ShippingZone): string {
  return zone.deliveryDays ? `${zone.deliveryDays.min} à ${zone.deliveryDays.max} jours ouvrables` : "Date convenue avec vous";
}

/** French (fr) translation of ./shipping.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const shippingDocument: LegalDocument = {
  title: "Expédition et livraison",
  description: `Frais et délais de livraison pour les Pays-Bas, la Belgique, le Luxembourg et l’Allemagne, livraison à deux des gros appareils et installation.`,
  keywords: ["expédition", "livraison", "frais de livraison", "livraison gratuite", "installation"],
  intro: `Nous livrons aux Pays-Bas, en Belgique, au Luxembourg et en Allemagne. La livraison est gratuite au-delà d’un montant de commande qui dépend du pays.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "rates",
      title: "Frais et délais de livraison",
      blocks: [
        {
          table: {
            caption: "Frais et délais de livraison par pays (montants TVA comprise)",
            head: ["Livraison vers", "Livraison gratuite au-delà de", "Frais standard", "Délai de livraison"],
            rows: s.zones.map((zone) => [
              regions[zone.id],
              euros(zone.freeOverEuros, "fr"),
              euros(zone.standardEuros, "fr"),
              deliveryTime(zone),
            ]),
          },
        },
        "Le montant de la commande est le prix total des produits d’une même commande, TVA comprise, hors frais de livraison. Les délais de livraison courent à partir du jour où nous expédions votre commande et sont indicatifs ; nous convenons à l’avance du jour de livraison avec vous afin que quelqu’un puisse être présent.",
        "Aux Pays-Bas, nous planifions chaque livraison avec vous par téléphone ou par e-mail, généralement peu après la confirmation de votre commande.",
      ],
    },
    {
      id: "large-items",
      title: "Appareils volumineux et lourds",
      blocks: [
        `Les articles de plus de ${s.twoPersonTeamOverKg} kg sont livrés par une équipe de deux personnes. Elles portent l’appareil chez vous, l’installent à l’endroit souhaité et peuvent emporter l’emballage.`,
        "Veillez à ce que le passage soit dégagé et que les portes, escaliers et ascenseurs soient assez larges pour l’appareil dans son emballage. Les dimensions figurent dans la documentation du produit ; n’hésitez pas à nous demander en cas de doute.",
        "Les réfrigérateurs et les caves à vin doivent rester debout un certain temps après le transport avant d’être mis en marche, afin que le fluide frigorigène se stabilise. La notice indique combien de temps.",
      ],
    },
    {
      id: "installation",
      title: "Installation",
      blocks: [
        "Nous pouvons installer pour vous, nous-mêmes ou par l’intermédiaire de l’un de nos revendeurs certifiés, des appareils encastrables, des chambres froides et des systèmes de climatisation pour caves à vin. L’installation fait l’objet d’un devis séparé, après examen de l’emplacement avec vous.",
        `Nous garantissons nos travaux d’installation pendant ${ans(s.installationGuaranteeYears)} à compter du jour de leur achèvement. Cette garantie d’installation s’ajoute à la [garantie](/warranty) du produit.`,
      ],
    },
    {
      id: "on-arrival",
      title: "À l’arrivée de votre commande",
      blocks: [
        "Contrôlez l’emballage en présence du chauffeur et notez tout dommage apparent sur le bon de livraison.",
        `Signalez les dommages ou les articles manquants dans les ${visibleDefectDays} jours ouvrables suivant la livraison à [${site.mailboxes.info}](mailto:${site.mailboxes.info}), si possible avec des photos. Nos [conditions générales](/general-terms-conditions) et notre [politique de retour](/return-policy) décrivent la suite.`,
      ],
    },
    {
      id: "areas",
      title: "Où nous livrons",
      blocks: [
        "Nous livrons aux adresses situées aux Pays-Bas, en Belgique, au Luxembourg et en Allemagne, y compris, sur demande, sur les îles néerlandaises et allemandes. Pour les autres pays, contactez-nous : nos revendeurs pourront peut-être vous aider.",
      ],
    },
  ],
};
