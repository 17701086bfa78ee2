import { site } from "../company.server";
import { euros, legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const t = legalFigures.terms;
const w = legalFigures.warranty;
const ans = (n: number) => `${n} ${n === 1 ? "an" : "ans"}`;

/** French (fr) translation of ./terms.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const termsDocument: LegalDocument = {
  title: "Conditions générales",
  description: `Les conditions générales de ${site.legalName} applicables aux offres, commandes, livraisons, paiements et réclamations.`,
  keywords: ["conditions générales", "conditions de vente", "livraison", "paiement", "réclamations", "réserve de propriété"],
  intro: `Ces conditions s’appliquent à toute offre que nous faisons et à tout contrat que nous concluons. Nous les avons rédigées dans un langage clair.`,
  updated: "2026-11-22",
  numbered: "Article",
  sections: [
    {
      id: "definitions",
      title: "Définitions",
      blocks: [
        "Dans les présentes conditions, les termes suivants ont la signification indiquée ci-dessous :",
        {
          list: [
            `« Nous », « notre » et « nos » : ${site.legalName}, inscrite au registre du commerce de la Chambre de commerce néerlandaise (Kamer van Koophandel) sous le numéro ${site.chamberOfCommerce}.`,
            `« Client » ou « vous » : l’entreprise ou le particulier qui nous demande une offre ou conclut un contrat avec nous.`,
            `« Consommateur » : un client personne physique qui n’agit pas dans le cadre de son activité commerciale, industrielle, artisanale ou libérale.`,
            `« Produits » : les appareils, pièces et accessoires que nous vendons, ainsi que les travaux d’installation ou autres que nous effectuons.`,
            `« Contrat » : tout contrat conclu entre vous et nous pour la fourniture de produits.`,
            `« Jours ouvrables » : du lundi au vendredi, à l’exception des jours fériés aux Pays-Bas.`,
            `« Par écrit » : sur papier ou par e-mail.`,
          ],
        },
      ],
    },
    {
      id: "applicability",
      title: "Champ d’application",
      blocks: [
        "Les présentes conditions s’appliquent à toutes nos offres, devis, confirmations de commande et contrats, ainsi qu’aux produits que nous livrons en vertu de ceux-ci.",
        "Nous n’acceptons les conditions générales d’un client que si nous les avons acceptées par écrit. Si une disposition des présentes conditions est nulle ou annulée, les autres dispositions restent applicables et nous remplaçons la disposition nulle par une disposition aussi proche que possible de son objectif.",
        "Si vous êtes consommateur, aucune disposition des présentes conditions ne limite les droits que vous confère le droit impératif de la consommation.",
      ],
    },
    {
      id: "offers",
      title: "Offres et devis",
      blocks: [
        "Nos offres et devis sont sans engagement et restent valables pendant la durée qu’ils indiquent. Les prix d’une offre ne s’appliquent qu’aux quantités et spécifications qui y sont décrites.",
        "Les illustrations, dimensions et données techniques figurant dans les brochures, sur ce site et dans les offres sont aussi exactes que possible, mais de légers écarts ne vous autorisent pas à résoudre le contrat ni à réclamer des dommages et intérêts.",
      ],
    },
    {
      id: "agreement",
      title: "Formation du contrat",
      blocks: [
        "Le contrat est formé lorsque nous confirmons votre commande par écrit ou lorsque nous commençons à livrer ou à exécuter la commande, selon ce qui intervient en premier.",
        "Les revendeurs commandent via le portail revendeurs ; une commande passée sur ce portail est confirmée par la confirmation de commande du portail. Les prix applicables aux revendeurs sont ceux affichés sur le portail le jour de la commande.",
      ],
    },
    {
      id: "changes",
      title: "Modification et annulation",
      blocks: [
        `Vous pouvez nous demander de modifier ou d’annuler une commande dans les ${t.changeOrCancelWorkingDays} jours ouvrables suivant notre confirmation de commande. Une modification ou une annulation ne nous engage qu’une fois que nous l’avons acceptée par écrit.`,
        "Passé ce délai, ou pour les produits que nous commandons, fabriquons ou adaptons spécialement pour vous (par exemple des chambres froides construites sur mesure ou des appareils équipés de panneaux personnalisés), nous pouvons vous facturer les frais déjà engagés et le préjudice que nous subissons du fait de la modification ou de l’annulation.",
        "Une modification peut entraîner un changement de la date de livraison et du prix. Nous vous communiquons l’un et l’autre avant d’accepter la modification.",
      ],
    },
    {
      id: "prices",
      title: "Prix",
      blocks: [
        "Les prix sont exprimés en euros. Les prix destinés aux consommateurs s’entendent TVA comprise ; les prix destinés aux entreprises s’entendent hors TVA, sauf mention contraire. Les frais de livraison sont indiqués sur notre [page consacrée à la livraison](/shipping).",
        "Si les coûts qui déterminent notre prix augmentent après la formation du contrat, par exemple parce qu’un fabricant augmente son prix, que les taux de change évoluent ou que les droits d’importation changent, nous pouvons vous répercuter cette hausse.",
        `Si nous augmentons le prix convenu de plus de ${t.priceRiseThresholdPercent} %, vous pouvez résilier le contrat en nous en informant par écrit dans les ${t.priceRiseTerminationWorkingDays} jours ouvrables suivant notre notification de la hausse. Vous ne nous devez alors rien pour la partie résiliée, et nous vous remboursons ce que vous avez déjà payé à ce titre.`,
      ],
    },
    {
      id: "delivery",
      title: "Livraison",
      blocks: [
        "Nous livrons à l’adresse que vous nous indiquez. Les délais de livraison sont indicatifs et ne sont pas des délais de rigueur, sauf si nous sommes convenus par écrit d’une date ferme. Si nous prévoyons un retard, nous vous en informons dès que nous le savons, avec une nouvelle date.",
        "Si nous ne respectons pas une date de livraison, vous pouvez nous accorder par écrit un délai supplémentaire raisonnable pour livrer, et résoudre le contrat si nous ne livrons toujours pas dans ce délai. Le consommateur conserve dans ce cas tous les droits que lui confère la loi.",
        "Vous veillez à ce que les produits puissent être livrés et acheminés en toute sécurité : un passage dégagé, un sol adapté et, pour les appareils encastrables, une niche finie aux bonnes dimensions. Si la livraison échoue parce que ce n’est pas le cas, nous pouvons facturer les frais d’une seconde tentative.",
      ],
    },
    {
      id: "risk-and-ownership",
      title: "Transfert des risques et réserve de propriété",
      blocks: [
        "Le risque de perte ou de détérioration vous est transféré au moment où les produits vous sont livrés. Pour les clients professionnels qui enlèvent les produits ou organisent eux-mêmes leur transport, il est transféré lorsque les produits quittent notre entrepôt.",
        "Les produits restent notre propriété jusqu’au paiement complet de tout ce que vous nous devez en vertu du contrat, intérêts et frais compris. Jusque-là, un client professionnel ne peut les revendre que dans le cours normal de ses activités et ne peut ni les donner en gage ni consentir à quiconque un autre droit sur ceux-ci.",
        "Si vous ne respectez pas vos obligations de paiement, nous pouvons reprendre les produits qui sont encore notre propriété. Vous nous donnez, ainsi qu’aux personnes que nous mandatons, accès au lieu où ils se trouvent, et vous coopérez à leur enlèvement.",
        `Si vous refusez cette coopération, vous nous devez une pénalité immédiatement exigible de ${euros(t.repossessionPenaltyEurosPerDay, "fr")} par jour de refus, sans préjudice de notre droit de réclamer à la place l’indemnisation intégrale de notre préjudice.`,
      ],
    },
    {
      id: "inspection",
      title: "Contrôle et réclamations",
      blocks: [
        "Veuillez contrôler les produits, ainsi que l’emballage si les produits s’y trouvent encore, dès leur livraison.",
        `Signalez-nous par écrit les défauts apparents, les dommages dus au transport et les articles manquants ou erronés dans les ${t.visibleDefectWorkingDays} jours ouvrables suivant la livraison.`,
        `Signalez par écrit les défauts qui ne pouvaient raisonnablement pas être décelés lors du contrôle (vices cachés) dans les ${t.hiddenDefectMonths} mois suivant le jour où vous les avez découverts ou auriez raisonnablement dû les découvrir.`,
        `Une réclamation décrit le défaut aussi complètement que possible, avec des photos lorsque cela est utile, et mentionne le numéro de commande. Envoyez-la à ${site.mailboxes.info}, ou utilisez le [formulaire de demande d’intervention](/service-request) pour un produit déjà en service. Tant que nous n’avons pas examiné la réclamation, ne renvoyez pas le produit et ne le faites pas réparer par des tiers.`,
        "Si vous êtes consommateur, une réclamation faite après ces délais ne vous prive pas de vos droits légaux, pour autant que vous la fassiez dans un délai raisonnable après la découverte du défaut.",
      ],
    },
    {
      id: "warranty",
      title: "Garantie",
      blocks: [
        `Nous accordons la garantie décrite sur notre [page consacrée à la garantie](/warranty) : ${ans(w.standardYears)} en standard sur nos appareils, ${ans(w.premiumWineStorageYears)} sur les caves à vin haut de gamme et ${ans(w.commercialYears)} sur les appareils à usage professionnel. Une extension de garantie peut être achetée dans les ${w.extendedPurchaseWithinDays} jours suivant l’achat.`,
        "La garantie ne couvre pas les défauts causés par une installation incorrecte effectuée par des tiers, une mauvaise utilisation, la négligence, un défaut d’entretien, des réparations ou modifications qui n’ont pas été effectuées par nous ou pour notre compte, ni l’usure normale de pièces telles que les lampes, les joints et les filtres.",
        "Si un produit est défectueux et que le défaut est couvert, nous choisissons de le réparer, de le remplacer ou d’en rembourser le prix. Le droit légal du consommateur à un produit conforme au contrat s’applique en plus de cette garantie.",
      ],
    },
    {
      id: "payment",
      title: "Paiement",
      blocks: [
        `Sauf convention écrite contraire, vous payez chaque facture dans les ${t.paymentDays} jours suivant la date de facture, sans déduction ni compensation, sur le compte indiqué sur la facture.`,
        "Nous pouvons demander un paiement anticipé ou une garantie avant de livrer, notamment pour les produits commandés spécialement pour vous. Il n’est jamais demandé à un consommateur de payer d’avance plus de la moitié du prix.",
        "Une réclamation relative à une livraison ne suspend pas l’obligation de payer le reste de cette livraison ou d’autres livraisons.",
      ],
    },
    {
      id: "default",
      title: "Retard de paiement",
      blocks: [
        `Si une facture n’est pas payée à temps, nous vous envoyons un rappel écrit. Vous êtes en demeure si vous n’avez toujours pas payé ${t.defaultNoticeWorkingDays} jours ouvrables après cette mise en demeure.`,
        "À compter de la mise en demeure, vous devez sur le montant dû les intérêts légaux néerlandais : pour les consommateurs, l’intérêt légal (wettelijke rente) ; pour les entreprises, l’intérêt légal applicable aux transactions commerciales (wettelijke handelsrente).",
        "Des frais de recouvrement extrajudiciaires raisonnables sont également dus à partir de ce moment. Pour les consommateurs, ils sont limités aux montants fixés par la loi néerlandaise et ne sont facturés qu’après le rappel exigé par la loi.",
        "Tant que vous êtes en demeure, nous pouvons suspendre les livraisons et travaux ultérieurs au titre de tout contrat conclu avec vous.",
      ],
    },
    {
      id: "liability",
      title: "Responsabilité et force majeure",
      blocks: [
        "Notre responsabilité pour les dommages causés par un produit ou par nos travaux est limitée aux dommages directs et à la valeur facturée de la commande concernée. Nous ne sommes pas responsables des dommages indirects tels que le manque à gagner, la perte de stock (y compris le vin ou les marchandises conservés dans un appareil) ou l’interruption d’activité.",
        "Ces limitations ne s’appliquent pas aux dommages causés par notre faute intentionnelle ou notre faute grave, ni lorsque le droit impératif, notamment le droit de la responsabilité du fait des produits et le droit de la consommation, ne les autorise pas.",
        "Nous ne sommes pas responsables des manquements dus à des circonstances indépendantes de notre volonté, telles que les défaillances de fabricants ou de transporteurs, les perturbations des transports, les mesures des autorités, les grèves, les incendies, les inondations ou les épidémies. Si une telle situation dure si longtemps que l’on ne peut raisonnablement attendre de l’autre partie qu’elle patiente davantage, chaque partie peut résilier par écrit la partie concernée du contrat, sans qu’aucune indemnité ne soit due de part et d’autre.",
      ],
    },
    {
      id: "law",
      title: "Droit applicable et litiges",
      blocks: [
        "Tout contrat conclu avec nous, ainsi que les présentes conditions, sont régis par le droit néerlandais. La Convention des Nations unies sur les contrats de vente internationale de marchandises (CVIM) ne s’applique pas.",
        `Les litiges sont soumis au tribunal néerlandais compétent. Avant de saisir un tribunal, veuillez nous signaler le problème à l’adresse ${site.mailboxes.info}, afin que nous puissions tenter de le résoudre ensemble.`,
        "Si vous êtes un consommateur résidant dans un autre pays de l’UE, vous conservez en outre la protection des règles impératives du droit de votre pays et pouvez choisir de saisir le tribunal de votre lieu de résidence.",
      ],
    },
  ],
};
