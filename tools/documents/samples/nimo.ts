import { bullets, note, p, section, steps, table, type Recipe, type Section } from "../model";
import { aboutGuide, brandOf, disposal, electricalSafety, serviceAndSupport, type SampleContext } from "./common";

function dryingSafety(): Section {
  return section(
    "Safety first",
    bullets(
      "Use the cabinet only for drying textiles, footwear and equipment that can be dried with warm air.",
      "Never dry items soaked in or soiled with oil, petrol, solvents or other flammable substances, and never items of foam rubber or similar materials.",
      "Keep the air inlet and outlet free; do not cover the cabinet or put things on top of it.",
      "Children must not play with the cabinet. Cleaning and user maintenance must not be done by children without supervision.",
      "Switch off and unplug the cabinet before you clean it or change the filter.",
    ),
  );
}

/** Sample NIMO guides (manuals page and downloads centre). */
export function nimoSamples(ctx: SampleContext): Record<string, Recipe> {
  const brand = brandOf(ctx, "nimo");
  const base = "/files/samples/manuals/nimo";
  return {
    [`${base}/drying-cabinet-user-manual.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "User manual",
        title: "Drying Cabinet User Manual",
        subtitle: "Loading, drying programmes, filter care and safety",
        about: aboutGuide(ctx, brand, "drying cabinets"),
        sections: [
          dryingSafety(),
          section(
            "How the cabinet dries",
            p(
              "A fan draws in room air, a heater warms it and the air flows up through the clothes and out at the top, carrying the moisture with it. Because the clothes hang still, they dry gently, without creasing, shrinking or wear from tumbling.",
            ),
          ),
          section(
            "Loading",
            bullets(
              "Spin or wring out wet items first: the less water, the shorter the drying time.",
              "Hang clothes on hangers or the drying rods with space between them, so warm air can flow around each item.",
              "Put boots, shoes and gloves on the holders in the lower part of the cabinet, openings facing down or towards the airflow.",
              "Put the heaviest, wettest items on the lowest rods, close to the warm air.",
            ),
          ),
          section(
            "Choosing a programme",
            table(
              ["Control", "Use it for"],
              ["Timer", "A fixed drying time: short for light clothing, longer for heavy workwear or a full load."],
              [
                "Humidity sensor (if fitted)",
                "The cabinet measures the moisture in the outgoing air and stops when the load is dry: no energy is wasted.",
              ],
              [
                "Temperature setting",
                "Lower for synthetics, wool and delicate outdoor gear; higher for cotton workwear. Always follow the care labels.",
              ],
            ),
          ),
          section(
            "Cleaning the filter",
            p(
              "The filter catches lint from the clothes before the air reaches the heater. A clogged filter makes drying slow and raises energy use. Check it regularly and clean it at least once a month in daily use.",
            ),
            steps(
              "Switch off the cabinet and let it cool down.",
              "Take out the filter (see the manufacturer's manual for its position on your model).",
              "Remove the lint by hand or with a vacuum cleaner; wash the filter in lukewarm water if needed and let it dry fully.",
              "Put the filter back before you use the cabinet again.",
            ),
          ),
          section(
            "Troubleshooting",
            table(
              ["What you notice", "What to check"],
              ["Drying takes a long time", "Clean the filter; load fewer or better spun items; check that the air outlet is free."],
              ["The cabinet does not start", "Check the plug, the fuse and that the door is closed; on timer models, set a time."],
              ["It stops before the load is dry", "On sensor models, very light loads can read as dry: use the timer instead."],
            ),
          ),
          electricalSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/drying-cabinet-installation-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Installation guide",
        title: "Drying Cabinet Installation Guide",
        subtitle: "Placement, ventilation, fixing and electrical connection",
        about: aboutGuide(ctx, brand, "drying cabinets for homes, changing rooms and workplaces"),
        sections: [
          section(
            "Choosing the place",
            bullets(
              "A utility room, hallway, changing room or workshop with room temperature above freezing.",
              "A floor that can take the cabinet when fully loaded with wet clothes.",
              "Space in front to open the door fully and around the top for the air outlet.",
              "A room where the humid outgoing air can be removed: by the room's ventilation or by a duct to the outside.",
            ),
            note(
              "Moisture has to go somewhere",
              "A drying cabinet releases the water from the clothes into the air. In a small room without ventilation, connect the outlet to an exhaust duct or make sure the room is ventilated while the cabinet runs.",
            ),
          ),
          section(
            "Installing",
            steps(
              "Unpack the cabinet and check it for transport damage.",
              "Place it level; adjust the feet if it has them.",
              "Fix tall cabinets to the wall with the anti-tip bracket, so they cannot tip when the door is opened with a heavy load on it.",
              "Where used, connect the exhaust duct to the outlet with the adapter supplied; keep the duct short, with few bends.",
              "Fit the drying rods, hangers and shoe holders.",
            ),
          ),
          section(
            "Electrical connection",
            p(
              "Most cabinets plug into an ordinary earthed socket; larger professional models may need a dedicated group or a fixed connection by an electrician. Check the rating plate for the voltage and power.",
            ),
          ),
          electricalSafety(),
          section(
            "First run",
            bullets(
              "Run the empty cabinet for about half an hour: a slight smell from new heating elements is normal and disappears.",
              "Show the user how to load the cabinet and clean the filter.",
            ),
          ),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/drying-cabinet-care-troubleshooting.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Care guide",
        title: "Drying Cabinet Care & Troubleshooting",
        subtitle: "Keeping a drying cabinet efficient for many years",
        about: aboutGuide(ctx, brand, "drying cabinets"),
        sections: [
          section(
            "Care schedule",
            table(
              ["How often", "What to do"],
              ["Weekly in heavy use", "Check the filter and remove lint."],
              ["Monthly", "Clean the filter thoroughly; wipe the interior and the door seal with a damp cloth."],
              ["Twice a year", "Vacuum dust from the air inlet and outlet grilles; check the exhaust duct, if fitted, for lint."],
              ["When needed", "Clean the outside with a mild detergent; no abrasive cleaners or solvents."],
            ),
          ),
          section(
            "Getting the best results",
            bullets(
              "Dry similar items together: a load of heavy workwear and thin base layers dries unevenly.",
              "Turn thick items such as gloves and boots inside out or open them up.",
              "Do not overload: the air must flow between the items.",
              "Empty the cabinet when the programme ends, so the clothes do not take up moisture from the room again.",
            ),
          ),
          section(
            "Troubleshooting",
            table(
              ["What you notice", "What to check"],
              ["Long drying times", "A clogged filter, an overloaded cabinet or a blocked air outlet or exhaust duct."],
              [
                "The cabinet stops during drying",
                "The overheat protection may have tripped: clean the filter, check the air outlet, let the cabinet cool down and try again. If it repeats, contact service.",
              ],
              ["Condensation in the room", "The humid outgoing air is not removed: ventilate the room or fit an exhaust duct."],
              ["Unusual noise from the fan", "Lint or a small item may have reached the fan: switch off and contact service."],
            ),
          ),
          dryingSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
  };
}
