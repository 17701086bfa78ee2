import { bullets, note, p, section, steps, table, type Recipe, type Section } from "../model";
import { aboutGuide, brandOf, disposal, electricalSafety, serviceAndSupport, type SampleContext } from "./common";

function gasSafety(): Section {
  return section(
    "Gas cylinder safety",
    p(
      "Preservation uses an inert food-grade gas, usually argon or nitrogen, from a cylinder or cartridge. Inert gas is not poisonous, but in a closed space it displaces oxygen.",
    ),
    bullets(
      "Keep cylinders upright and secured against falling, away from heat and direct sunlight.",
      "Use only the pressure regulator supplied or approved for the system, and never open a cylinder without it.",
      "Install the system in a ventilated space; never store cylinders in a closed cupboard without ventilation.",
      "Check connections for leaks with leak-detection spray after every cylinder change.",
    ),
  );
}

/** Sample Winefit guides (manuals page and downloads centre). */
export function winefitSamples(ctx: SampleContext): Record<string, Recipe> {
  const brand = brandOf(ctx, "winefit");
  const base = "/files/samples/manuals/winefit";
  return {
    [`${base}/dispensing-system-user-manual.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "User manual",
        title: "Wine Dispensing System User Manual",
        subtitle: "Placing bottles, pouring, preservation and daily care",
        about: aboutGuide(ctx, brand, "wine dispensing and preservation systems"),
        sections: [
          section(
            "How it works",
            p(
              "Each bottle is closed with a dispensing head. When you pour, wine is pushed out by an inert gas instead of being replaced by air, so the wine left in the bottle does not oxidise. An opened bottle stays fresh for weeks instead of days.",
            ),
          ),
          section(
            "Placing a bottle",
            steps(
              "Open the bottle and check the wine (cork taint cannot be fixed by preservation).",
              "Fit the dispensing head firmly on the bottle neck; make sure the seal sits straight.",
              "Put the bottle in its position and connect it as the manufacturer's manual shows.",
              "Pour a small amount to fill the line with wine before serving the first glass.",
            ),
          ),
          section(
            "Serving",
            bullets(
              "Hold the glass under the spout and pour; portion buttons, where fitted, pour a set volume.",
              "Keep whites, rosés and sparkling wines in the cooled zone, reds at cellar or room temperature as the wine requires.",
              "Change the bottle when it is empty; do not leave an empty bottle connected.",
            ),
          ),
          section(
            "Temperatures for serving",
            table(
              ["Wine", "Typical serving temperature"],
              ["Sparkling", "6 to 8 °C"],
              ["White and rosé", "7 to 13 °C"],
              ["Red", "13 to 18 °C"],
            ),
          ),
          gasSafety(),
          section(
            "Daily care",
            bullets(
              "Wipe the spouts and drip tray at the end of each day.",
              "Follow the cleaning routine in the Cleaning & Hygiene Guide when you change bottles of a different wine.",
            ),
          ),
          electricalSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/cleaning-hygiene-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Cleaning guide",
        title: "Cleaning & Hygiene Guide",
        subtitle: "The daily and weekly cleaning routine of a dispensing system",
        about: aboutGuide(ctx, brand, "wine dispensing systems"),
        sections: [
          section(
            "Why cleaning matters",
            p(
              "Wine left in spouts and lines dries, discolours and can spoil the taste of the next bottle. A short daily routine and a weekly rinse keep every glass as the winemaker intended.",
            ),
          ),
          section(
            "Cleaning schedule",
            table(
              ["How often", "What to do"],
              ["Daily", "Wipe the spouts with a clean damp cloth; empty and rinse the drip tray."],
              ["At every change of wine", "Rinse the dispensing head and line with clean water before connecting a different wine."],
              [
                "Weekly",
                "Rinse all lines with the cleaning bottle and the cleaning solution the manufacturer approves, then with clean water.",
              ],
              ["Monthly", "Check seals and dispensing heads for wear; replace worn seals."],
            ),
          ),
          section(
            "Rinsing the lines",
            steps(
              "Remove the wine bottle and fit the cleaning bottle filled with the approved cleaning solution.",
              "Pour until the solution runs from the spout, leave it to act for the time stated on the product.",
              "Replace with a bottle of clean water and pour until the water runs clear and odourless.",
              "Refit the wine bottle and pour a little to refill the line before serving.",
            ),
            note(
              "Cleaning products",
              "Use only cleaning products approved for food contact and for your system. Never use chlorine, abrasives or solvents on spouts and seals.",
            ),
          ),
          section(
            "Hygiene tips",
            bullets(
              "Wash your hands before handling dispensing heads.",
              "Never touch the inside of a spout or the end of a line.",
              "Store spare dispensing heads clean, dry and covered.",
            ),
          ),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/commercial-installation-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Installation guide",
        title: "Commercial Installation Guide",
        subtitle: "Planning a dispensing system for a bar, restaurant or hotel",
        about: aboutGuide(ctx, brand, "commercial wine dispensing systems"),
        sections: [
          section(
            "Planning",
            bullets(
              "Decide how many wines you want to serve by the glass, and at which temperatures: this sets the number of positions and zones.",
              "Place the system where staff can reach it easily and guests can see it, away from ovens, dishwashers and direct sunlight.",
              "Plan space for the gas cylinder within reach of the regulator, secured and ventilated.",
              "Provide an earthed socket near the system and, for cooled models, room for ventilation around the unit.",
            ),
          ),
          section(
            "Installation",
            steps(
              "Place the unit level on a surface that can carry it with full bottles.",
              "Leave the ventilation clearances the manufacturer gives for cooled models.",
              "Mount and secure the gas cylinder; connect the regulator and the gas line.",
              "Check every gas connection with leak-detection spray.",
              "Switch on, let the cooled zones reach temperature, then place the first bottles.",
            ),
          ),
          gasSafety(),
          section(
            "Training the team",
            bullets(
              "Placing and changing bottles, and refilling the line before serving.",
              "The daily and weekly cleaning routine.",
              "Changing the gas cylinder safely.",
              "What to do when a wine tastes wrong: take the bottle out, rinse the line, check the wine.",
            ),
            p("Our training video on dispenser cleaning, in the downloads centre, covers the cleaning routine step by step."),
          ),
          electricalSafety(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
  };
}
