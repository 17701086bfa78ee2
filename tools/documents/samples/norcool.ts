import { bullets, note, p, section, steps, table, type Recipe } from "../model";
import { aboutGuide, brandOf, coolingSafety, disposal, electricalSafety, serviceAndSupport, type SampleContext } from "./common";

/** Sample Norcool guides (manuals page and downloads centre). */
export function norcoolSamples(ctx: SampleContext): Record<string, Recipe> {
  const brand = brandOf(ctx, "norcool");
  const base = "/files/samples/manuals/norcool";
  return {
    [`${base}/corner-refrigerator-user-manual.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "User manual",
        title: "Corner Refrigerator User Manual",
        subtitle: "Daily use, temperature settings, cleaning and troubleshooting",
        about: aboutGuide(ctx, brand, "corner and built-in refrigerators"),
        sections: [
          coolingSafety(),
          section(
            "Before first use",
            steps(
              "Remove all packaging, transport tape and protective film, inside and out.",
              "If the appliance was transported lying down, let it stand upright for at least four hours before you switch it on, so the oil in the compressor can settle.",
              "Clean the interior with lukewarm water and a little mild washing-up liquid, then dry it.",
              "Switch the appliance on and set the temperature (see below). Wait until it has reached that temperature, usually a few hours, before you put food in.",
            ),
          ),
          section(
            "Setting the temperature",
            p(
              "The right setting depends on the room temperature, how often the door is opened and how much is stored. Start with the recommended value and adjust in small steps, waiting a day between changes.",
            ),
            table(
              ["Compartment", "Recommended temperature"],
              ["Refrigerator", "3 to 5 °C: cold enough to keep fresh food safely"],
              ["Chill drawer (if fitted)", "0 to 3 °C: meat, fish and dairy"],
              ["Drinks and door shelves", "The warmest zone: drinks, butter, sauces"],
            ),
          ),
          section(
            "Storing food",
            bullets(
              "Cover or wrap food so it does not dry out or pass on smells.",
              "Let hot food cool down before you put it in the refrigerator.",
              "Keep raw meat and fish on the lowest shelf, so nothing can drip onto other food.",
              "Leave space between items and the rear wall, so cold air can circulate.",
              "Close the door promptly: every opening lets warm, humid air in.",
            ),
          ),
          section(
            "Cleaning and care",
            p(
              "Clean the interior every few months, or straight away after a spill. Switch off and unplug the appliance first, and take the shelves and drawers out.",
            ),
            bullets(
              "Use lukewarm water with a little mild detergent and a soft cloth. Never use abrasive cleaners, scouring pads, solvents or steam cleaners.",
              "Clean the door seals with clean water only and dry them well; a clean, supple seal keeps the door airtight.",
              "Keep the drain hole at the back of the refrigerator compartment clear, so defrost water can run to the evaporation tray.",
              "Wipe stainless-steel fronts in the direction of the grain with a damp cloth, then dry them.",
            ),
            note(
              "Automatic defrosting",
              "The refrigerator compartment defrosts itself. Droplets on the rear wall while the compressor runs are normal: the water runs off through the drain hole and evaporates.",
            ),
          ),
          section(
            "Troubleshooting",
            table(
              ["What you notice", "What to check"],
              [
                "The appliance does not run",
                "Is the plug in and the socket live (try another appliance)? Is the appliance switched on and the temperature set?",
              ],
              [
                "It is too warm inside",
                "Is the door closed properly and the seal clean? Are the ventilation openings free? Was a large amount of warm food put in recently?",
              ],
              ["Water on the bottom shelf", "The drain hole is probably blocked: clean it gently with the cleaning tool or a cotton bud."],
              ["Unusual noise", "Is the appliance level and free of the surrounding furniture? Are bottles or jars touching each other?"],
              [
                "Condensation on the outside",
                "Normal in very humid weather; wipe it off. If it persists, check that the door closes fully.",
              ],
            ),
            p("If the problem continues, note the model and serial number from the rating plate and contact service."),
          ),
          section(
            "Saving energy",
            bullets(
              "Install the appliance away from ovens, radiators and direct sunlight.",
              "Do not set the temperature colder than needed.",
              "Defrost frozen food in the refrigerator: it helps cool the compartment.",
            ),
          ),
          electricalSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/under-counter-drawer-installation-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Installation guide",
        title: "Under-Counter Drawer Installation Guide",
        subtitle: "Preparing the niche, ventilation, fitting the fronts and first start",
        about: aboutGuide(ctx, brand, "under-counter refrigerator drawers"),
        sections: [
          section(
            "Before you start",
            p(
              "Installation is best done by two people and, for the electrical connection, by a qualified installer. Check the appliance for transport damage before you install it; do not install a damaged appliance.",
            ),
            bullets(
              "Check the niche dimensions against the installation drawing supplied with your model.",
              "Make sure the floor under the niche is level and strong enough for the appliance when full.",
              "Plan the socket outside the niche or in an adjacent cupboard, so the plug stays accessible.",
            ),
          ),
          section(
            "Ventilation",
            p(
              "A built-in appliance needs a clear air path to get rid of its heat. Most under-counter drawers draw air in and blow it out through the plinth at the front; some need an opening at the back as well. Follow the ventilation cross-sections given for your model.",
            ),
            note(
              "Important",
              "Never cover the plinth grille or block the air path with insulation, cables or furniture panels. Too little ventilation raises energy use and shortens the life of the compressor.",
            ),
          ),
          section(
            "Installing the appliance",
            steps(
              "Let the appliance stand upright for at least four hours if it was transported lying down.",
              "Adjust the feet so the appliance is slightly lower than the worktop and stands level; check with a spirit level in both directions.",
              "Slide the appliance into the niche, guiding the mains cable so that it is not trapped or kinked.",
              "Fix the appliance to the adjacent cabinets or the worktop with the brackets supplied.",
              "Fit the plinth and make sure its ventilation openings line up with those of the appliance.",
            ),
          ),
          section(
            "Fitting the furniture fronts",
            steps(
              "Attach the mounting brackets to the back of each front as shown in the template.",
              "Hang each front on its drawer and align it with the neighbouring kitchen fronts using the adjustment screws.",
              "Check that every drawer opens and closes freely and that the seals close all around.",
            ),
            p(
              "The weight of a front must stay within the limit stated for your model; heavy stone or glass fronts can damage the runners.",
            ),
          ),
          section(
            "First start",
            bullets(
              "Clean the drawers with lukewarm water and mild detergent.",
              "Switch on and set the temperature; allow a few hours to cool down before loading.",
              "Hand this guide and the manufacturer's manual to the user.",
            ),
          ),
          electricalSafety(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/wine-cabinet-care-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Care guide",
        title: "Wine Cabinet Care & Maintenance Guide",
        subtitle: "Storing wine well, and keeping the cabinet in good condition",
        about: aboutGuide(ctx, brand, "built-in, under-counter and freestanding wine cabinets"),
        sections: [
          section(
            "What wine needs",
            p(
              "Wine ages best in the dark, at a steady temperature, with moderate humidity and without vibration. A wine cabinet gives it all four; the settings below help you make the most of it.",
            ),
            table(
              ["Purpose", "Typical temperature"],
              ["Long-term storage (all wines)", "10 to 14 °C, kept steady"],
              ["Serving red wines", "13 to 18 °C, lighter reds cooler"],
              ["Serving white and rosé wines", "7 to 13 °C"],
              ["Serving sparkling wines", "6 to 8 °C"],
            ),
            p(
              "In a cabinet with two or more zones, use the upper zone for the warmer setting: cold air sinks. A steady temperature matters more than the exact value.",
            ),
          ),
          section(
            "Loading bottles",
            bullets(
              "Store bottles lying down so the cork stays moist.",
              "Spread the weight evenly over the shelves and stay within the maximum load per shelf.",
              "Keep bottles clear of the rear wall so air can circulate.",
              "Do not pull out more than one loaded shelf at a time; the cabinet could tip.",
            ),
          ),
          section(
            "Humidity and the carbon filter",
            p(
              "A relative humidity of roughly 50 to 80% keeps corks from drying out without damaging labels. Many cabinets have an activated-carbon filter that keeps the air free of odours; where fitted, replace it about once a year.",
            ),
          ),
          section(
            "Cleaning",
            steps(
              "Switch off and unplug the cabinet, and move the bottles to a cool place.",
              "Clean the interior and the shelves with lukewarm water and a little mild detergent; rinse and dry.",
              "Clean the door seal with clean water and check that it closes tightly all round.",
              "Vacuum dust from the ventilation grille, then switch on again and let the temperature settle before you put the bottles back.",
            ),
            note(
              "Glass doors",
              "Clean glass doors with a soft cloth and a little water; avoid ammonia-based or abrasive cleaners on coated glass.",
            ),
          ),
          section(
            "Troubleshooting",
            table(
              ["What you notice", "What to check"],
              ["The temperature shown swings", "Normal right after loading or long door openings; it settles within hours."],
              ["Condensation on the glass", "High room humidity; check the door seal and that the door closes fully."],
              ["The light does not work", "LED lighting is not user-replaceable on most models: contact service."],
              ["Vibration or noise", "Check that the cabinet stands level and that bottles do not touch each other."],
            ),
          ),
          coolingSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
  };
}
