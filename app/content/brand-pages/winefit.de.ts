import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winefit";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./winefit.ts. */
export const winefitPage: BrandPage = {
  slug,
  meta: {
    title: "Winefit: Wein ausschenken und frisch halten",
    description:
      "Winefit-Ausschanksysteme und Konservierungstechnik schenken Wein glasweise aus, ohne Verlust, für Restaurants, Weinbars, Hotels und Privathaushalte in den Niederlanden.",
    keywords: ["Winefit", "Weinspender", "Wein konservieren", "glasweise", "Weinbar", "Restaurant", "Gastronomie"],
  },
  hero: {
    badge: "Wein ausschenken & frisch halten",
    title: "Winefit",
    subtitle: "Jedes Glas so frisch wie das erste",
    intro:
      "Öffnen Sie heute eine Flasche und schenken Sie das letzte Glas in einigen Wochen aus – genauso gut wie das erste. Winefit-Systeme halten geöffneten Wein unter Schutzgas und schenken ihn mit der richtigen Temperatur aus, Glas für Glas, genau bemessen.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 66),
      sources: loopVideo(slug),
      name: "Winefit: Wein im Glas",
      description:
        "Ein kurzer Film in Endlosschleife: sanftes Licht über einer Reihe von Weinflaschen, der Hintergrund der Markenseite von Winefit.",
    },
  },
  categories: {
    title: "Produktkategorien von Winefit",
    intro: "Alles, was für den glasweisen Ausschank nötig ist: vom einzelnen Weinspender zu Hause bis zur kompletten Barinstallation.",
    items: [
      {
        name: "Ausschanksysteme",
        description:
          "Weinspender für zwei bis acht Flaschen, die auf Knopfdruck ein bemessenes Glas ausschenken, jede Flasche mit ihrer eigenen Trinktemperatur.",
        images: [img("dispensing-system", "Ein Weinspender mit vier Flaschen, unter einem der Ausgießer wird ein Glas gefüllt")],
        link: { href: maker },
      },
      {
        name: "Konservierungstechnik",
        description:
          "Inertgas ersetzt den ausgeschenkten Wein, sodass kein Sauerstoff in die Flasche gelangt und ein geöffneter Wein wochenlang sein Aroma behält.",
        images: [img("preservation", "Eine Weinflasche unter einer Schutzgaskappe, daneben eine kleine Gasflasche")],
        link: { href: maker },
      },
      {
        name: "Lösungen für die Gastronomie",
        description:
          "Aufbauten für Bars und Restaurants, die das glasweise Angebot ohne Verlust erweitern, mit Portionskontrolle, damit jedes Glas zählt.",
        images: [img("commercial", "Eine Bartheke mit einer Reihe von Weinspendern und Gläsern, bereit für den Service")],
        link: { href: maker },
      },
      {
        name: "Lagersysteme",
        description:
          "Temperierte Lagerung für die Flaschen, die auf ihren Einsatz warten, passend bemessen für den Platz neben oder unter den Weinspendern.",
        images: [img("storage", "Ein temperierter Lagerschrank mit liegenden Flaschen auf den Böden")],
        link: { href: maker },
      },
      {
        name: "Smarte Weintechnik",
        description:
          "Vernetzte Weinspender melden, was ausgeschenkt wurde und wie viel noch übrig ist, sodass sich Bestand, Preise und Portionen am Bildschirm steuern lassen.",
        images: [img("smart-technology", "Ein Tablet mit Ausschankstatistiken neben einem vernetzten Weinspender")],
        link: { href: maker },
      },
      {
        name: "Zubehör",
        description:
          "Gasflaschen, Ausgießer, Tropfschalen, Reinigungssets und Gläser: die Teile, die ein Ausschanksystem Tag für Tag am Laufen halten.",
        images: [img("accessories", "Weinzubehör nebeneinander: eine Gasflasche, ein Ausgießer, eine Tropfschale und ein Weinglas")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "Jedes Restaurant kennt das Problem: Ein Gast bestellt ein Glas vom guten Wein, und der Rest der Flasche muss heute Abend verkauft oder weggeschüttet werden. Winefit wurde entwickelt, um diese Wahl zu beenden.",
      "Weil die Systeme geöffnete Flaschen schützen und genau bemessen ausschenken, können Gastgeber mehr Weine glasweise anbieten und weniger verschwenden, und Weinliebhaber zu Hause können eine besondere Flasche für ein einziges Glas öffnen.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir vertreiben Winefit in den Niederlanden, planen Installationen für Bars und Restaurants mit und liefern Gas und Ersatzteile.",
        "Unser Team schult das Personal am System, damit es vom ersten Abend an richtig genutzt wird.",
      ],
    },
  },
  features: {
    title: "Warum Winefit",
    intro: "Vier Arten, wie Winefit den Weinausschank verändert.",
    items: [
      {
        icon: "wine",
        title: "Glasweise ohne Verlust",
        description: "Öffnen Sie jede Flasche für ein einzelnes Glas; der Rest hält sich für später.",
      },
      {
        icon: "clock",
        title: "Wochenlang frisch",
        description: "Schutzgas hält Sauerstoff von geöffnetem Wein fern, Glas für Glas.",
      },
      {
        icon: "thermometer",
        title: "Die richtige Temperatur",
        description: "Jede Flasche wird bei ihrer eigenen idealen Temperatur gelagert und ausgeschenkt.",
      },
      {
        icon: "users",
        title: "Für die Gastronomie gemacht",
        description: "Portionskontrolle und Ausschankdaten, mit denen sich eine Weinkarte selbst trägt.",
      },
    ],
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Sie möchten mehr Weine glasweise ausschenken? Erzählen Sie uns von Ihrer Bar, Ihrem Restaurant oder Ihrem Zuhause, und wir schlagen Ihnen eine passende Winefit-Lösung vor.",
  },
};
