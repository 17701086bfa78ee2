import { site } from "../company.server";
import { euros, legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const t = legalFigures.terms;
const w = legalFigures.warranty;

/** Dutch (nl) translation of ./terms.ts: the authoritative text (PRODUCT.md 19). */
export const termsDocument: LegalDocument = {
  title: "Algemene voorwaarden",
  description: `De algemene voorwaarden van ${site.legalName} voor aanbiedingen, bestellingen, levering, betaling en klachten.`,
  keywords: ["algemene voorwaarden", "leveringsvoorwaarden", "levering", "betaling", "klachten", "eigendomsvoorbehoud"],
  intro: `Deze voorwaarden gelden voor elke aanbieding die wij doen en elke overeenkomst die wij sluiten. We hebben ze in begrijpelijke taal geschreven.`,
  updated: "2026-11-22",
  numbered: "Artikel",
  sections: [
    {
      id: "definitions",
      title: "Definities",
      blocks: [
        "In deze voorwaarden hebben de volgende begrippen de betekenis die hier staat:",
        {
          list: [
            `“Wij”, “ons” en “onze”: ${site.legalName}, ingeschreven in het Handelsregister van de Kamer van Koophandel onder nummer ${site.chamberOfCommerce}.`,
            `“Klant” of “je”: het bedrijf of de particulier die ons om een aanbieding vraagt of met ons een overeenkomst sluit.`,
            `“Consument”: een klant die een natuurlijk persoon is en niet handelt in de uitoefening van een beroep of bedrijf.`,
            `“Producten”: de apparaten, onderdelen en accessoires die wij verkopen, en de installatie- of andere werkzaamheden die wij uitvoeren.`,
            `“Overeenkomst”: iedere overeenkomst tussen jou en ons voor de levering van producten.`,
            `“Werkdagen”: maandag tot en met vrijdag, met uitzondering van in Nederland erkende feestdagen.`,
            `“Schriftelijk”: op papier of per e-mail.`,
          ],
        },
      ],
    },
    {
      id: "applicability",
      title: "Toepasselijkheid",
      blocks: [
        "Deze voorwaarden zijn van toepassing op al onze aanbiedingen, offertes, orderbevestigingen en overeenkomsten, en op de producten die wij op grond daarvan leveren.",
        "Algemene voorwaarden van een klant aanvaarden wij niet, tenzij wij daar schriftelijk mee hebben ingestemd. Is een bepaling van deze voorwaarden nietig of wordt zij vernietigd, dan blijven de overige bepalingen van kracht en vervangen wij de nietige bepaling door een bepaling die het doel ervan zo dicht mogelijk benadert.",
        "Ben je consument, dan beperkt niets in deze voorwaarden de rechten die dwingend consumentenrecht je geeft.",
      ],
    },
    {
      id: "offers",
      title: "Aanbiedingen en offertes",
      blocks: [
        "Onze aanbiedingen en offertes zijn vrijblijvend en gelden gedurende de termijn die erin staat. Prijzen in een aanbieding gelden alleen voor de aantallen en specificaties die erin zijn beschreven.",
        "Afbeeldingen, afmetingen en technische gegevens in brochures, op deze website en in aanbiedingen geven wij zo nauwkeurig mogelijk weer, maar kleine afwijkingen geven je geen recht om de overeenkomst te ontbinden of schadevergoeding te vorderen.",
      ],
    },
    {
      id: "agreement",
      title: "Totstandkoming van de overeenkomst",
      blocks: [
        "Een overeenkomst komt tot stand zodra wij je bestelling schriftelijk bevestigen, of zodra wij met de levering of uitvoering van de bestelling beginnen, als dat eerder is.",
        "Dealers bestellen via het dealerportaal; een bestelling die daar wordt geplaatst, wordt bevestigd met de orderbevestiging van het portaal. Voor dealers gelden de prijzen die op de dag van de bestelling in het portaal staan.",
      ],
    },
    {
      id: "changes",
      title: "Wijziging en annulering",
      blocks: [
        `Je kunt ons binnen ${t.changeOrCancelWorkingDays} werkdagen na onze orderbevestiging vragen een bestelling te wijzigen of te annuleren. Een wijziging of annulering bindt ons pas wanneer wij er schriftelijk mee hebben ingestemd.`,
        "Na die termijn, of bij producten die wij speciaal voor jou bestellen, bouwen of aanpassen (bijvoorbeeld op maat gebouwde koelcellen of apparaten met maatwerkpanelen), mogen wij de kosten die wij al hebben gemaakt en de schade die wij door de wijziging of annulering lijden in rekening brengen.",
        "Een wijziging kan de leverdatum en de prijs veranderen. Wij laten je beide weten voordat wij de wijziging aanvaarden.",
      ],
    },
    {
      id: "prices",
      title: "Prijzen",
      blocks: [
        "Prijzen zijn in euro’s. Prijzen voor consumenten zijn inclusief btw; prijzen voor bedrijven zijn exclusief btw, tenzij anders vermeld. De bezorgkosten staan op onze [pagina over verzending](/shipping).",
        "Stijgen na het sluiten van de overeenkomst de kosten die onze prijs bepalen, bijvoorbeeld doordat een fabrikant zijn prijs verhoogt, wisselkoersen veranderen of invoerrechten wijzigen, dan mogen wij die verhoging aan je doorberekenen.",
        `Verhogen wij de overeengekomen prijs met meer dan ${t.priceRiseThresholdPercent}%, dan mag je de overeenkomst ontbinden door ons dat binnen ${t.priceRiseTerminationWorkingDays} werkdagen na onze mededeling van de verhoging schriftelijk te laten weten. Je bent ons dan voor het ontbonden deel niets verschuldigd, en wij betalen terug wat je daarvoor al hebt betaald.`,
      ],
    },
    {
      id: "delivery",
      title: "Levering",
      blocks: [
        "Wij leveren op het adres dat je ons opgeeft. Levertijden zijn indicaties en geen fatale termijnen, tenzij wij schriftelijk een vaste datum hebben afgesproken. Verwachten wij te laat te leveren, dan laten wij je dat weten zodra wij het weten, met een nieuwe datum.",
        "Halen wij een leverdatum niet, dan kun je ons schriftelijk een redelijke termijn geven om alsnog te leveren, en de overeenkomst ontbinden als wij ook binnen die termijn niet leveren. Een consument behoudt in dat geval alle rechten die de wet hem geeft.",
        "Je zorgt ervoor dat de producten veilig kunnen worden afgeleverd en naar binnen gebracht: een vrije doorgang, een geschikte vloer en, voor inbouwapparaten, een afgewerkte nis van de juiste maat. Mislukt de levering omdat dat niet zo is, dan mogen wij de kosten van een tweede poging in rekening brengen.",
      ],
    },
    {
      id: "risk-and-ownership",
      title: "Risico en eigendomsvoorbehoud",
      blocks: [
        "Het risico van verlies of beschadiging gaat op je over wanneer de producten aan je zijn afgeleverd. Voor zakelijke klanten die de producten zelf afhalen of hun eigen vervoer regelen, gaat het over wanneer de producten ons magazijn verlaten.",
        "De producten blijven ons eigendom totdat je alles hebt betaald wat je ons op grond van de overeenkomst verschuldigd bent, inclusief rente en kosten. Tot dat moment mag een zakelijke klant ze alleen doorverkopen in de normale uitoefening van zijn bedrijf, en mag hij ze niet verpanden of er op een andere manier een recht op vestigen ten behoeve van wie dan ook.",
        "Kom je je betalingsverplichtingen niet na, dan mogen wij de producten die nog ons eigendom zijn terugnemen. Je geeft ons, en de mensen die wij sturen, toegang tot de plaats waar ze zich bevinden, en je werkt mee aan het weghalen ervan.",
        `Weiger je die medewerking, dan ben je ons een direct opeisbare boete verschuldigd van ${euros(t.repossessionPenaltyEurosPerDay, "nl")} voor elke dag dat de weigering voortduurt, onverminderd ons recht om in plaats daarvan volledige schadevergoeding te vorderen.`,
      ],
    },
    {
      id: "inspection",
      title: "Controle en klachten",
      blocks: [
        "Controleer de producten, en de verpakking als de producten daar nog in zitten, zo snel mogelijk na de aflevering.",
        `Meld zichtbare gebreken, transportschade en ontbrekende of verkeerde artikelen binnen ${t.visibleDefectWorkingDays} werkdagen na de aflevering schriftelijk aan ons.`,
        `Meld gebreken die bij de controle redelijkerwijs niet konden worden ontdekt (verborgen gebreken) schriftelijk binnen ${t.hiddenDefectMonths} maanden na de dag waarop je ze hebt ontdekt of redelijkerwijs had moeten ontdekken.`,
        `Een melding beschrijft het gebrek zo volledig mogelijk, waar dat helpt met foto’s, en vermeldt het ordernummer. Stuur haar naar ${site.mailboxes.info}, of gebruik het [serviceformulier](/service-request) voor een product dat al in gebruik is. Stuur het product niet terug en laat het niet door anderen repareren zolang wij de melding niet hebben beoordeeld.`,
        "Ben je consument, dan verlies je je wettelijke rechten niet door een melding na deze termijnen, mits je binnen bekwame tijd na de ontdekking van het gebrek meldt.",
      ],
    },
    {
      id: "warranty",
      title: "Garantie",
      blocks: [
        `Wij geven de garantie die op onze [garantiepagina](/warranty) staat beschreven: standaard ${w.standardYears} jaar op onze apparaten, ${w.premiumWineStorageYears} jaar op premium wijnopslag en ${w.commercialYears} jaar op apparaten voor commercieel gebruik. Een verlengde garantie kan binnen ${w.extendedPurchaseWithinDays} dagen na aankoop worden gekocht.`,
        "De garantie dekt geen gebreken die zijn veroorzaakt door onjuiste installatie door anderen, verkeerd gebruik, verwaarlozing, gebrekkig onderhoud, reparaties of wijzigingen die niet door ons of in onze opdracht zijn uitgevoerd, of normale slijtage van onderdelen zoals lampen, afdichtingen en filters.",
        "Is een product defect en valt het defect onder de garantie, dan kiezen wij of wij het repareren, vervangen of de prijs terugbetalen. Het wettelijke recht van de consument op een product dat aan de overeenkomst beantwoordt, geldt naast deze garantie.",
      ],
    },
    {
      id: "payment",
      title: "Betaling",
      blocks: [
        `Tenzij wij schriftelijk iets anders afspreken, betaal je elke factuur binnen ${t.paymentDays} dagen na de factuurdatum, zonder korting of verrekening, op de rekening die op de factuur staat.`,
        "Wij mogen vóór de levering vooruitbetaling of zekerheid vragen, met name voor producten die speciaal voor jou zijn besteld. Van een consument vragen wij nooit meer dan de helft van de prijs vooruit.",
        "Een klacht over een levering schort de verplichting niet op om het overige deel van die levering of andere leveringen te betalen.",
      ],
    },
    {
      id: "default",
      title: "Te late betaling",
      blocks: [
        `Wordt een factuur niet op tijd betaald, dan sturen wij je een schriftelijke herinnering. Je bent in verzuim als je ${t.defaultNoticeWorkingDays} werkdagen na die herinnering nog steeds niet hebt betaald.`,
        "Vanaf het moment van verzuim ben je over het verschuldigde bedrag de wettelijke rente verschuldigd: voor consumenten de wettelijke rente, voor bedrijven de wettelijke handelsrente.",
        "Vanaf dat moment zijn ook redelijke buitengerechtelijke incassokosten verschuldigd. Voor consumenten zijn die beperkt tot de bedragen die de Nederlandse wet vaststelt, en worden zij pas in rekening gebracht na de aanmaning die de wet voorschrijft.",
        "Zolang je in verzuim bent, mogen wij verdere leveringen en werkzaamheden onder elke overeenkomst met jou opschorten.",
      ],
    },
    {
      id: "liability",
      title: "Aansprakelijkheid en overmacht",
      blocks: [
        "Onze aansprakelijkheid voor schade die door een product of door onze werkzaamheden is veroorzaakt, is beperkt tot directe schade en tot de factuurwaarde van de betreffende bestelling. Wij zijn niet aansprakelijk voor indirecte schade, zoals gederfde winst, verloren voorraad (waaronder wijn of goederen die in een apparaat zijn bewaard) of bedrijfsstilstand.",
        "Deze beperkingen gelden niet voor schade die is veroorzaakt door onze opzet of grove schuld, of wanneer dwingend recht, waaronder het recht inzake productaansprakelijkheid en het consumentenrecht, ze niet toestaat.",
        "Wij zijn niet aansprakelijk voor tekortkomingen door omstandigheden buiten onze macht, zoals tekortkomingen van fabrikanten of vervoerders, verstoringen van het vervoer, overheidsmaatregelen, stakingen, brand, overstromingen of epidemieën. Duurt zo’n situatie zo lang dat van de andere partij redelijkerwijs niet kan worden verwacht dat zij nog langer wacht, dan mag elk van beide partijen het getroffen deel van de overeenkomst schriftelijk ontbinden, zonder dat een van beide schadevergoeding verschuldigd is.",
      ],
    },
    {
      id: "law",
      title: "Toepasselijk recht en geschillen",
      blocks: [
        "Op elke overeenkomst met ons, en op deze voorwaarden, is Nederlands recht van toepassing. Het Weens Koopverdrag (CISG) is niet van toepassing.",
        `Geschillen worden voorgelegd aan de bevoegde Nederlandse rechter. Laat ons een probleem, voordat je naar de rechter stapt, eerst weten via ${site.mailboxes.info}, zodat we samen kunnen proberen het op te lossen.`,
        "Ben je consument en woon je in een ander EU-land, dan behoud je daarnaast de bescherming van de dwingende regels van het recht van je land en mag je ervoor kiezen naar de rechter van je woonplaats te gaan.",
      ],
    },
  ],
};
