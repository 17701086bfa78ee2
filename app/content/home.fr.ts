import { formatTimeRange } from "../lib/format-time";
import { homeContent as en, type HomeContent, type HomeImage } from "./home";
import { claims, officeHours, site } from "./company.server";
import type { NavLink } from "./navigation";

/** French (fr) translation of ./home.ts: its texts; pictures, links and figures are English's. */
const alt = (image: HomeImage, text: string): HomeImage => ({ ...image, alt: text });
const label = <T extends NavLink>(link: T, text: string): T => ({ ...link, label: text });
const { hero, showcases, configurator, dryingSeries } = en;
const [custom, stainless, black] = configurator.finishes;
const [eco, sensor, easy] = dryingSeries.products;

export const homeContent: HomeContent = {
  meta: {
    title: `${site.name} : électroménager haut de gamme pour le Benelux et l’Allemagne`,
    description:
      "Importateur et distributeur de Norcool, Thermocold, NIMO, Winefit, PeVino et Winemaster : réfrigération, caves à vin, maîtrise du climat et armoires séchantes haut de gamme, avec des revendeurs et un service de proximité au Benelux et en Allemagne.",
    keywords: [
      "électroménager haut de gamme",
      "importateur",
      "distributeur",
      "caves à vin",
      "réfrigérateurs à tiroirs",
      "armoires séchantes",
      "climatisation de cave",
      "Benelux",
      "Allemagne",
      "revendeurs",
    ],
  },
  hero: {
    ...hero,
    eyebrow: "Import & distribution · Benelux & Allemagne",
    title: "Des appareils haut de gamme signés par les spécialistes européens",
    intro:
      "Nous importons et distribuons six marques haut de gamme de réfrigération, de conservation du vin, de maîtrise du climat et d’armoires séchantes, et nous soutenons les revendeurs, les cuisinistes et les particuliers qui les choisissent.",
    dealerLogin: label(hero.dealerLogin, "Connexion revendeurs"),
    becomeDealer: label(hero.becomeDealer, "Devenir revendeur"),
    explore: label(hero.explore, "Découvrir nos marques"),
    stats: [
      { value: claims.yearsExperience, label: "Années d’expérience cumulée" },
      { value: "Benelux & Allemagne", label: "Couverture régionale" },
      { value: "Premium", label: "Portefeuille de marques" },
    ],
    image: alt(hero.image, ""),
  },
  brands: {
    eyebrow: "Nos marques",
    title: "Six spécialistes, un seul partenaire",
    intro:
      "Chaque marque est une référence dans son domaine, de la réfrigération scandinave à la climatisation de cave française. Nous les importons, les stockons et les accompagnons toutes, pour que les revendeurs et leurs clients n’aient affaire qu’à une seule équipe.",
    partnerSince: "Partenaire depuis",
    cardLink: "Découvrir",
    flags: "Pays où {distributor} distribue {brand}",
    flag: "Zone de distribution de {brand} par {distributor} : {country}",
  },
  showcases: {
    norcool: {
      ...showcases.norcool,
      eyebrow: "Norcool · Le froid scandinave",
      title: "Un froid qui se fond dans la cuisine",
      text: "Les réfrigérateurs à tiroirs, réfrigérateurs d’angle et caves à vin Norcool s’intègrent dans les meubles au lieu de se tenir à côté. Les tiroirs s’ouvrent là où vous en avez besoin, à l’îlot, au bar ou dans le cellier, et gardent aliments et vins à la température idéale.",
      points: [
        "Tiroirs sous plan et solutions d’angle",
        "Caves à vin encastrables et en pose libre",
        "Soutenu par un groupe présent dans plus de 100 pays",
      ],
      image: alt(
        showcases.norcool.image,
        "Une rangée de meubles de cuisine en chêne avec un réfrigérateur à deux tiroirs en inox encastré sous le plan de travail",
      ),
      video: { ...showcases.norcool.video, label: "Animation : le tiroir supérieur du réfrigérateur s’ouvre puis se referme" },
      explore: label(showcases.norcool.explore, "Découvrir Norcool"),
      priceLogin: label(showcases.norcool.priceLogin, "Se connecter pour les prix revendeurs"),
      contact: label(showcases.norcool.contact, "Nous contacter"),
    },
    thermocold: {
      ...showcases.thermocold,
      eyebrow: "Thermocold · Maîtrise du climat",
      title: "Chambres froides et caves à vin sur mesure",
      text: "De la chambre froide d’un restaurant à la cave vitrée d’une maison particulière, Thermocold conçoit l’isolation, le froid et les portes comme un seul système, et nos techniciens l’installent dans tout le Benelux et en Allemagne.",
      points: [
        "Chambres froides et caves à vin sur mesure",
        "Groupes de froid dimensionnés selon la pièce",
        "Installation et service par notre propre équipe",
      ],
      image: alt(
        showcases.thermocold.image,
        "Une cave à vin derrière une paroi vitrée à cadre en acier, ses casiers éclairés d’une lumière chaude sous un groupe de froid",
      ),
      explore: label(showcases.thermocold.explore, "En savoir plus"),
      contact: label(showcases.thermocold.contact, "Demander des informations"),
    },
    nimo: {
      ...showcases.nimo,
      eyebrow: "NIMO · Armoires séchantes suédoises",
      title: "Sec au matin, en douceur",
      text: "Une armoire séchante NIMO sèche en une nuit vêtements de travail, tenues de ski et bottes mouillées grâce à un air chaud en mouvement. Elle consomme bien moins d’énergie qu’un sèche-linge, sans rétrécir ni user les tissus. Fabriquée en Suède depuis 1980.",
      points: [
        "Plus de 40 ans de fabrication suédoise",
        "Pour les maisons, hôtels, écoles et entreprises",
        "Douce pour les tissus, économe en énergie",
      ],
      image: alt(showcases.nimo.image, "Un vestiaire lumineux avec une armoire séchante blanche ouverte contenant deux vestes"),
      video: { ...showcases.nimo.video, label: "Animation : l’air chaud monte à travers l’armoire séchante" },
      explore: label(showcases.nimo.explore, "Découvrir NIMO"),
      contact: label(showcases.nimo.contact, "Nous contacter"),
    },
    winemaster: {
      ...showcases.winemaster,
      eyebrow: "Winemaster · Climat de cave depuis 1984",
      title: "Le bon climat pour chaque bouteille",
      text: "Les climatiseurs Winemaster maintiennent une cave à température et hygrométrie constantes toute l’année, pour des caves jusqu’à 100 mètres cubes. Fabriqués en Alsace par des gens qui connaissent le vin, ils sont silencieux, précis et faits pour durer.",
      points: ["Modèles pour des caves jusqu’à 100 m³", "Température et hygrométrie en un seul appareil", "Fabrication 100 % alsacienne"],
      image: alt(showcases.winemaster.image, "Une cave voûtée en briques avec des casiers à vin, un fût et un climatiseur au mur"),
      explore: label(showcases.winemaster.explore, "En savoir plus"),
      contact: label(showcases.winemaster.contact, "Demander des informations"),
    },
  },
  showcaseLabels: {
    aboutBrand: " sur {brand}",
    pause: "Mettre l’animation en pause : {label}",
    group: "Nos marques de plus près",
  },
  configurator: {
    ...configurator,
    eyebrow: "Réfrigérateur à tiroirs Norcool",
    title: "Choisissez votre finition",
    intro:
      "Le même réfrigérateur à tiroirs, trois façons de l’intégrer à votre cuisine. Choisissez une finition pour le voir en situation.",
    legend: "Finition",
    finishLabel: "{name} :",
    finishes: [
      {
        ...custom,
        name: "Façades sur mesure",
        image: alt(custom.image, "Le réfrigérateur à tiroirs avec des façades en chêne assorties aux meubles de cuisine qui l’entourent"),
        description: "Des façades prêtes à recevoir vos propres panneaux de cuisine, pour que le réfrigérateur se fonde dans les meubles.",
      },
      {
        ...stainless,
        name: "Inox",
        image: alt(stainless.image, "Le réfrigérateur à tiroirs en inox brossé entre des meubles en chêne"),
        description: "De l’inox brossé avec un revêtement anti-traces de doigts, pour un look professionnel.",
      },
      {
        ...black,
        name: "Noir mat",
        image: alt(black.image, "Le réfrigérateur à tiroirs en noir mat entre des meubles en chêne"),
        description: "Un noir mat profond qui met en valeur les bois clairs et la pierre, et masque les traces du quotidien.",
      },
    ],
    demoVideo: {
      ...configurator.demoVideo,
      title: "Démonstration : pose des façades Norcool",
      button: "Voir la démonstration",
      close: "Revenir à l’image",
      failed: "La vidéo de démonstration n’a pas pu être chargée. Veuillez réessayer plus tard.",
    },
    featuresTitle: "Caractéristiques principales",
    features: [
      { title: "Classe énergétique A+++", text: "Parmi les appareils de froid les plus efficaces du marché." },
      { title: "Système d’ouverture à tiroirs", text: "Tiroirs à extraction totale sur coulisses à fermeture amortie." },
      { title: "Éclairage LED", text: "Une lumière froide et homogène qui révèle chaque bouteille et chaque bac." },
      { title: "Fonctionnement ultra-silencieux", text: "Assez discret pour les espaces de vie ouverts." },
    ],
  },
  whyChooseUs: {
    eyebrow: "Pourquoi nous choisir",
    title: "Un partenaire, pas seulement un fournisseur",
    intro:
      "Revendeurs et cuisinistes travaillent avec nous parce que nous rendons les marques spécialisées faciles à vendre et agréables au quotidien.",
    cards: [
      {
        icon: "globe",
        title: "Spécialités européennes",
        text: "Des marques de référence dans leur créneau, venues de Scandinavie, du Danemark et de France, dont beaucoup ne sont disponibles au Benelux et en Allemagne que par notre intermédiaire.",
      },
      {
        icon: "star",
        title: "Une sélection exigeante",
        text: "Une marque n’entre dans notre portefeuille que si ses produits, son service et ses équipes répondent à nos exigences. Nous préférons bien distribuer six marques que mal en distribuer soixante.",
      },
      {
        icon: "wrench",
        title: "Un service de proximité",
        text: "Du stock, des pièces détachées et des techniciens aux Pays-Bas, des formations produit pour les revendeurs et un service client qui répond en néerlandais, en anglais ou en allemand.",
      },
    ],
    link: label(en.whyChooseUs.link, "Devenir revendeur partenaire"),
  },
  dryingSeries: {
    ...dryingSeries,
    eyebrow: "Gamme professionnelle NIMO",
    title: "Des armoires séchantes pour chaque vestiaire",
    intro:
      "Trois armoires pour trois usages, toutes fabriquées en Suède et toutes séchant à l’air chaud en circulation plutôt qu’à la chaleur et au tambour.",
    detailsLabel: "Détails sur le site de NIMO",
    detailsNote: " : {name}",
    products: [
      {
        ...eco,
        tagline: "L’économe en énergie",
        description: "Notre armoire la plus efficace, avec un mode éco qui recycle l’air chaud, pour les foyers et bureaux très actifs.",
        image: alt(eco.image, "Eco Dryer 2.0, une haute armoire séchante blanche avec un symbole de feuille sur son panneau de commande"),
        features: [
          "Mode éco avec récupération de chaleur",
          "Minuterie jusqu’à 6 heures",
          "De la place pour les vêtements d’extérieur de toute une famille",
        ],
      },
      {
        ...sensor,
        tagline: "S’arrête quand c’est sec",
        description: "Un capteur d’humidité suit le séchage et arrête le cycle dès que tout est sec, sans gaspiller d’énergie.",
        image: alt(sensor.image, "Sensor Dryer, une haute armoire séchante blanche avec un afficheur d’humidité"),
        features: [
          "Capteur d’humidité avec arrêt automatique",
          "Affichage de la progression du séchage",
          "Idéale pour les vêtements de travail et les clubs sportifs",
        ],
      },
      {
        ...easy,
        tagline: "Simple et compacte",
        description:
          "Une armoire plus basse avec un seul bouton, pour les entrées, buanderies et maisons de vacances où la place est comptée.",
        image: alt(easy.image, "Easy Dryer, une armoire séchante blanche compacte avec un seul bouton"),
        features: ["Commande à un seul bouton", "Hauteur compacte pour les petites pièces", "Ventilateur silencieux, doux pour les tissus"],
      },
    ],
    allLink: label(dryingSeries.allLink, "Toutes les armoires séchantes NIMO"),
  },
  about: {
    eyebrow: "À propos",
    title: "Spécialistes des appareils spécialisés",
    intro:
      "Nous avons commencé parce que certains des meilleurs produits européens de réfrigération, de conservation du vin et de séchage étaient difficiles à acheter, et plus encore à entretenir, aux Pays-Bas. Aujourd’hui, nous les apportons dans les cuisines, les caves et les lieux de travail de quatre pays, et nous restons à vos côtés après l’installation.",
    stats: [
      {
        value: claims.yearsExperience,
        label: "Années d’expérience",
        text: "L’expérience cumulée de notre équipe dans l’électroménager, la conservation du vin et la maîtrise du climat.",
      },
      {
        value: String(claims.countriesServed),
        label: "Pays",
        text: "Les Pays-Bas, la Belgique, le Luxembourg et l’Allemagne, servis depuis notre bureau aux Pays-Bas.",
      },
      {
        value: String(claims.brandCount),
        label: "Marques haut de gamme",
        text: "Norcool, Thermocold, NIMO, Winefit, PeVino et Winemaster, chacune choisie pour ce qu’elle fait de mieux.",
      },
    ],
    mission:
      "Rendre les meilleurs appareils spécialisés d’Europe simples à choisir, à acheter et à vivre au quotidien, en associant une sélection rigoureuse de marques, des conseils d’experts et un service de proximité fiable.",
    missionQuote: "« {mission} »",
    missionBy: "Notre mission",
    figuresLabel: "Nos chiffres",
    valuesTitle: "Nos engagements",
    values: [
      { title: "La qualité avant la quantité", text: "Peu de marques, connues à fond." },
      { title: "Le partenariat", text: "Les revendeurs sont des partenaires : nous partageons connaissances, contacts et solutions." },
      { title: "Un service qui dure", text: "Pièces, garantie et service, bien après la facture." },
      { title: "Des conseils honnêtes", text: "Le bon appareil pour la pièce, pas le plus cher." },
    ],
    link: label(en.about.link, "En savoir plus sur nous"),
  },
  contact: {
    ...en.contact,
    eyebrow: "Contact",
    title: "Parlons de votre projet",
    intro:
      "Une question sur une marque, un devis pour un projet ou de l’aide pour un appareil que vous possédez : envoyez-nous un message ou appelez-nous pendant les heures de bureau.",
    detailsTitle: "Coordonnées",
    office: "Bureau",
    country: "Pays-Bas",
    phone: "Téléphone",
    email: "E-mail",
    technical: "Service et questions techniques",
    hoursTitle: "Heures d’ouverture",
    hours: [
      { days: "Lundi – vendredi", time: formatTimeRange(officeHours.weekdays, "fr") },
      { days: "Samedi – dimanche", time: "Fermé" },
    ],
    mapTitle: "Notre bureau sur la carte",
    mapFrame: "{title} : {street}, {city}",
    formTitle: "Envoyez-nous un message",
  },
  dealers: {
    ...en.dealers,
    eyebrow: "Réseau de revendeurs",
    title: "Trouvez nos marques près de chez vous",
    intro:
      "Nos marques sont vendues et installées par des revendeurs et cuisinistes sélectionnés, qui connaissent les produits et que nous formons. Trouvez le plus proche sur la carte des revendeurs, ou rejoignez vous-même le réseau.",
    totalLabel: "Revendeurs aux Pays-Bas",
    tierText: {
      A: "Showroom complet de nos marques et le stock le plus large.",
      B: "Formé à chaque marque, avec des modèles d’exposition.",
      C: "Conseil, commande et installation près de chez vous.",
    },
    tier: "Niveau {tier} : ",
    count: { one: " revendeur", other: " revendeurs" },
    locator: label(en.dealers.locator, "Trouver un revendeur"),
    join: label(en.dealers.join, "Devenir revendeur"),
  },
  news: {
    eyebrow: "Actualités",
    title: "Dernières actualités",
    intro: "Nouveaux produits, tendances du marché et histoires de nos marques.",
    all: label(en.news.all, "Toutes les actualités"),
    empty: "De nouveaux articles arrivent bientôt. Revenez nous voir prochainement.",
  },
};
