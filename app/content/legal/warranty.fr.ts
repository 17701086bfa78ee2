import { formatTimeRange } from "../../lib/format-time";
import { officeHours, serviceTimeIn, site } from "../company.server";
import { legalFigures, type ServiceHours } from "./figures";
import type { LegalDocument } from "./types";

const w = legalFigures.warranty;
const service = legalFigures.service;
const ans = (n: number) => `${n} ${n === 1 ? "an" : "ans"}`;
const responseHours = `${service.responseHours.min} à ${service.responseHours.max} heures`;
const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Du lundi au vendredi", saturday: "Samedi", sunday: "Dimanche" };

/** French (fr) translation of ./warranty.ts; the Dutch text is authoritative (PRODUCT.md 19). Indexed. */
export const warrantyDocument: LegalDocument = {
  title: "Conditions de garantie",
  description:
    "Durées de garantie, extension de garantie, ce qui est couvert et comment faire une demande, avec nos délais d’intervention et nos horaires de service.",
  keywords: ["garantie", "conditions de garantie", "demande de garantie", "réparation", "service", "couverture"],
  intro: `Chaque appareil que nous fournissons bénéficie d’une garantie d’au moins ${ans(w.commercialYears)}, et jusqu’à ${ans(w.premiumWineStorageYears)} pour les caves à vin haut de gamme. En cas de problème, notre service technique intervient dans un délai de ${responseHours}.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "periods",
      title: "Durées de garantie",
      blocks: [
        {
          table: {
            caption: "Durée de garantie par type de produit et d’utilisation",
            head: ["Produit et utilisation", "Garantie"],
            rows: [
              ["Appareils à usage domestique (garantie standard)", ans(w.standardYears)],
              ["Conservation du vin haut de gamme : caves à vin et systèmes de climatisation pour caves", ans(w.premiumWineStorageYears)],
              ["Appareils à usage professionnel, par exemple dans les restaurants, bars, hôtels et bureaux", ans(w.commercialYears)],
            ],
          },
        },
        "La garantie court à partir de la date de livraison indiquée sur votre facture ou votre bon de livraison. Conservez bien votre preuve d’achat.",
      ],
    },
    {
      id: "extended",
      title: "Extension de garantie",
      blocks: [
        `Vous pouvez prolonger la garantie de la plupart des appareils. Une extension de garantie doit être achetée dans les ${w.extendedPurchaseWithinDays} jours suivant l’achat, chez nous ou chez le revendeur qui vous a vendu l’appareil. Sa durée et ses conditions figurent sur le certificat d’extension de garantie.`,
      ],
    },
    {
      id: "covered",
      title: "Ce que couvre la garantie",
      blocks: [
        "La garantie couvre les défauts de matériau et de fabrication qui apparaissent lors d’une utilisation normale. En cas de défaut couvert, nous réparons l’appareil ou, si la réparation n’est ni possible ni judicieuse, nous le remplaçons. Les pièces, la main-d’œuvre et, pour les appareils encastrables et lourds, le déplacement du technicien sont compris.",
      ],
    },
    {
      id: "not-covered",
      title: "Ce que la garantie ne couvre pas",
      blocks: [
        {
          list: [
            "les dommages causés par un transport que vous avez organisé vous-même, par une chute ou par un accident ;",
            "une installation non conforme à la notice, ou effectuée par une personne qui n’est pas qualifiée pour installer l’appareil ;",
            "une utilisation non conforme à la notice, y compris l’usage professionnel d’un appareil vendu pour un usage domestique au-delà de la durée de garantie applicable à l’usage professionnel ;",
            "un défaut de nettoyage et d’entretien, par exemple des condenseurs ou des filtres obstrués ;",
            "les réparations ou modifications effectuées par toute personne autre que nous ou un technicien que nous avons agréé ;",
            "les pièces qui s’usent lors d’une utilisation normale, telles que les lampes, les joints de porte, les filtres et le verre ;",
            "les dommages esthétiques qui n’affectent pas le fonctionnement de l’appareil, sauf s’ils ont été signalés à la livraison.",
          ],
        },
      ],
    },
    {
      id: "claim",
      title: "Comment faire une demande",
      blocks: [
        {
          ordered: true,
          list: [
            `Remplissez le [formulaire de demande d’intervention](/service-request) ou écrivez à [${site.mailboxes.technical}](mailto:${site.mailboxes.technical}).`,
            "Indiquez-nous la marque, le modèle et le numéro de série (sur la plaque signalétique, généralement à l’intérieur de l’appareil), la date d’achat et la nature du problème. Des photos ou une courte vidéo aident nos techniciens à préparer leur intervention.",
            `Nous répondons dans un délai de ${responseHours} pendant les horaires de service et planifions avec vous une réparation ou la visite d’un technicien.`,
          ],
        },
        "Si vous avez acheté votre appareil chez un revendeur, vous pouvez aussi vous adresser à lui ; il travaille avec notre service technique.",
      ],
    },
    {
      id: "service-hours",
      title: "Horaires de service",
      blocks: [
        {
          table: {
            caption: "Horaires de service de notre équipe technique",
            head: ["Jours", "Horaires"],
            rows: service.hours.map(({ id }) => [serviceDays[id], serviceTimeIn(id, "fr", "Urgences uniquement")]),
          },
        },
        `Les horaires de service sont distincts de nos heures de bureau (du lundi au vendredi, ${formatTimeRange(officeHours.weekdays, "fr")}). Le dimanche, nous ne traitons que les urgences : par exemple une chambre froide ou une cave à vin qui ne refroidit plus alors qu’elle contient du stock.`,
      ],
    },
    {
      id: "statutory-rights",
      title: "Vos droits légaux",
      blocks: [
        "Cette garantie s’ajoute à vos droits légaux. Si vous êtes consommateur, vous avez droit à un produit conforme au contrat ; s’il ne l’est pas, vous pouvez demander au vendeur de le réparer ou de le remplacer, même après la fin de la période de garantie, aussi longtemps que vous pouviez raisonnablement vous attendre à ce que le produit dure.",
      ],
    },
  ],
};
