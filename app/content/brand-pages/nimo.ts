import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "nimo";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** The NIMO page (spec 2.8: six models, most with two-image carousels; 40+ years, founded 1980). */
export const nimoPage = {
  slug,
  meta: {
    title: "NIMO: Swedish drying cabinets",
    description:
      "NIMO drying cabinets from Sweden: Eco Dryer 2.0, Sensor Dryer, Easy Dryer and the DC 120 series, for homes, sports clubs and workplaces in the Benelux and Germany.",
    keywords: ["NIMO", "drying cabinet", "Eco Dryer", "Sensor Dryer", "Easy Dryer", "DC 120", "Swedish", "workwear"],
  },
  hero: {
    badge: "Swedish Drying Cabinets Since 1980",
    title: "NIMO",
    subtitle: "Professional Drying Cabinets",
    intro:
      "Wet workwear, ski suits and football kit dry overnight in a NIMO cabinet, gently and with little energy. Made in Sweden for more than 40 years, supplied and supported by us in the Benelux and Germany.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 70),
      sources: loopVideo(slug),
      name: "NIMO: warm air, dry clothes",
      description: "A short looping film of warm air rising through a drying cabinet, the backdrop of the NIMO brand page.",
    },
  },
  categories: {
    title: "NIMO Product Categories",
    intro: "From the hallway at home to the changing room of a fire station: a cabinet for each load and each room.",
    items: [
      {
        name: "Eco Dryer 2.0",
        description:
          "The energy-saving cabinet of the range: recirculated warm air dries a full load while using less power than a tumble dryer, and is kind to technical fabrics.",
        images: [
          img("eco-dryer-closed", "A tall white drying cabinet with its door closed and a small control panel"),
          img("eco-dryer-open", "The same drying cabinet open, jackets and trousers hanging on rails inside"),
        ],
        link: { href: maker },
      },
      {
        name: "Sensor Dryer",
        description:
          "A humidity sensor watches the air leaving the cabinet and stops the cycle when the clothes are dry, so nothing runs longer than it needs to.",
        images: [
          img("sensor-dryer-closed", "A drying cabinet with a humidity sensor display on its control panel"),
          img("sensor-dryer-open", "The sensor dryer open, outdoor clothing and gloves hanging inside"),
        ],
        link: { href: maker },
      },
      {
        name: "Easy Dryer",
        description: "Simple to use and easy to place: a compact cabinet with a timer, for the utility room, the holiday home or the boat.",
        images: [
          img("easy-dryer-closed", "A compact drying cabinet with a single timer dial"),
          img("easy-dryer-open", "The compact dryer open, a rain jacket and a pair of boots inside"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 HP",
        description:
          "A DC 120 cabinet with heat-pump drying, for places that dry every day and want the lowest running costs, such as care homes and sports clubs.",
        images: [
          img("dc120-hp-closed", "A wide professional drying cabinet with a heat-pump module on top"),
          img("dc120-hp-open", "The wide cabinet open, a row of work jackets hanging from the rails"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 V",
        description:
          "The DC 120 in its ventilated version, which draws in room air and leads the moist air out of the building through a duct.",
        images: [
          img("dc120-v-closed", "A wide drying cabinet with an exhaust duct rising from its roof"),
          img("dc120-v-open", "The ventilated cabinet open, hi-vis workwear hanging inside"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 WW",
        description:
          "A DC 120 fitted out for workwear: heavy jackets, trousers, gloves and boots from construction sites and emergency services dry by the next shift.",
        images: [img("dc120-ww", "A wide drying cabinet open on heavy workwear, with gloves and boots on the lower racks")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "NIMO was founded in Sweden in 1980, in a country where clothes get wet and cold six months of the year. Its drying cabinets grew from that daily need: dry gear by morning, without heat that damages fabrics or a room full of damp air.",
      "More than 40 years later the cabinets are still made in Sweden and used in homes, schools, fire stations and building sites across Europe.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We bring NIMO to the Benelux and Germany, advise on the right cabinet for each room and keep spare parts in stock.",
        "Professional customers can ask us for a site visit to plan drying rooms for larger teams.",
      ],
    },
  },
  heritage: {
    title: "Over 40 Years of Swedish Drying",
    intro: "Four decades of building one kind of product, and building it well.",
    stats: [
      { value: "40+", label: "Years of experience" },
      { value: "1980", label: "Founded in Sweden" },
      { value: "100%", label: "Swedish manufacturing" },
    ],
    paragraphs: [
      "NIMO makes drying cabinets and little else. That focus shows in the airflow, the quiet fans and the sturdy build of every model.",
    ],
  },
  features: {
    title: "Why Choose NIMO",
    intro: "What a NIMO cabinet does better than a radiator or a tumble dryer.",
    items: [
      {
        icon: "award",
        title: "World Leader",
        description: "A specialist in drying cabinets, with more than 40 years of refinement behind each model.",
      },
      {
        icon: "droplet",
        title: "Fast, Gentle Drying",
        description: "Warm circulating air dries thick fabrics overnight without shrinking or damaging them.",
      },
      {
        icon: "leaf",
        title: "Low Energy Use",
        description: "Sensor control and heat-pump models stop wasting power once clothes are dry.",
      },
      {
        icon: "shield",
        title: "Built to Last",
        description: "Sturdy Swedish construction made for daily use in homes and workplaces.",
      },
    ],
  },
  contact: {
    title: "Get In Touch",
    text: "Not sure which NIMO cabinet suits your home or team? Tell us what needs drying and how much, and we will advise.",
  },
} satisfies BrandPage;
