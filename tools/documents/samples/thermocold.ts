import { bullets, note, p, section, steps, table, type Recipe } from "../model";
import { aboutGuide, brandOf, disposal, electricalSafety, serviceAndSupport, type SampleContext } from "./common";

const refrigerantWork = note(
  "Refrigerant circuit",
  "Work on the refrigerant circuit (filling, brazing, leak testing) may only be done by a certified refrigeration technician, as the EU F-gas rules require. Keep the records of installation and leak checks with the system.",
);

/** Sample Thermocold guides (manuals page and downloads centre). */
export function thermocoldSamples(ctx: SampleContext): Record<string, Recipe> {
  const brand = brandOf(ctx, "thermocold");
  const base = "/files/samples/manuals/thermocold";
  return {
    [`${base}/cold-room-installation-manual.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Installation manual",
        title: "Cold Room Installation Manual",
        subtitle: "Site preparation, panel assembly, door, cooling unit and commissioning",
        about: aboutGuide(ctx, brand, "modular cold rooms"),
        sections: [
          section(
            "Planning the room",
            bullets(
              "Choose a dry, level, well-ventilated location, out of direct sunlight and away from heat sources.",
              "The floor must carry the room, its shelving and the stored goods. For rooms kept below 0 °C, an insulated floor with frost protection is needed.",
              "Keep a free space around the room for assembly and for air to reach the cooling unit's condenser.",
              "Plan the electrical supply, the condensate drain and, for split systems, the route of the refrigerant lines before you start.",
            ),
          ),
          section(
            "Assembling the panels",
            steps(
              "Lay out the floor panels or floor profile and check that they are square and level.",
              "Stand the corner panels first, then the wall panels, locking each joint with the cam locks supplied.",
              "Place the ceiling panels and lock them to the walls; support long spans as the assembly drawing shows.",
              "Seal every joint on the warm side with the sealant supplied, so no moist air can enter the insulation.",
            ),
            note(
              "Vapour tightness",
              "Gaps on the warm side let moisture into the panels, where it freezes and ruins the insulation over time. Take time over the sealing.",
            ),
          ),
          section(
            "Door",
            bullets(
              "Fit the door frame plumb and square; a twisted frame stops the seal closing all round.",
              "For rooms below 0 °C, connect the door-frame heater so the seal cannot freeze to the frame.",
              "Check that the inside safety release opens the door from within at all times.",
            ),
          ),
          section(
            "Cooling unit",
            p(
              "Monoblock units are mounted in a wall or ceiling opening and come charged with refrigerant. Split systems have an evaporator inside and a condensing unit outside, connected on site by a certified technician.",
            ),
            bullets(
              "Leave the clearances around the condenser that the unit's manual requires.",
              "Lead the condensate drain with a fall and a trap to a drain; in rooms below 0 °C the drain must be heated.",
            ),
            refrigerantWork,
          ),
          section(
            "Commissioning",
            steps(
              "Check the supply voltage and the protective earth.",
              "Switch on, set the required temperature and let the room pull down empty.",
              "Check the defrost cycle, the drain and the door seal once the room has reached temperature.",
              "Load the room only when the temperature is stable, and hand over the manuals and the log book.",
            ),
          ),
          electricalSafety(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/cooling-unit-operation-manual.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Operation manual",
        title: "Cooling Unit Operation & Maintenance Manual",
        subtitle: "Controller, set points, defrost and routine maintenance",
        about: aboutGuide(ctx, brand, "cooling units for cold rooms and wine rooms"),
        sections: [
          section(
            "The controller",
            p(
              "The electronic controller keeps the room at its set point by switching the compressor and fans, and starts defrost cycles when needed. Its display shows the room temperature; symbols show when the compressor, the fans or a defrost are active, and when an alarm is present.",
            ),
            table(
              ["Setting", "What it does"],
              ["Set point", "The temperature the room is held at."],
              ["Differential", "How far the temperature may rise before cooling restarts: smaller is steadier, larger saves starts."],
              ["Defrost interval and length", "How often and how long the evaporator is defrosted."],
              ["Alarm limits", "High and low temperatures at which an alarm is given."],
            ),
            p(
              "Change set points only within the range stated for your unit. Settings beyond the set point and alarm limits are for service technicians.",
            ),
          ),
          section(
            "Daily use",
            bullets(
              "Keep the door closed as much as possible and never prop it open during loading.",
              "Do not block the airflow of the evaporator with stock; leave space in front of and below it.",
              "Bring in warm goods gradually; a large warm load takes the room a long time to recover.",
            ),
          ),
          section(
            "Routine maintenance",
            table(
              ["How often", "What to do"],
              ["Monthly", "Check the displayed temperature against a separate thermometer; check the door seal and the door closing."],
              [
                "Every three months",
                "Clean the condenser fins with a soft brush or vacuum cleaner (unit switched off); check that the condensate drain runs freely.",
              ],
              [
                "Yearly",
                "Have a technician service the unit: electrical connections, fans, defrost, refrigerant charge and, where required, a leak check.",
              ],
            ),
            refrigerantWork,
          ),
          section(
            "Alarms and faults",
            table(
              ["Display or symptom", "What to do"],
              [
                "High temperature alarm",
                "Check that the door is closed and the evaporator is not iced up or blocked; if the alarm stays, call service.",
              ],
              [
                "Ice build-up on the evaporator",
                "Start a manual defrost; check the drain and the door seal. Repeated icing needs service.",
              ],
              ["Unit does not start", "Check the supply, the isolator and the controller display; do not reset repeatedly."],
            ),
          ),
          electricalSafety(),
          disposal(),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
    [`${base}/wine-room-climate-guide.pdf`]: {
      type: "pdf",
      spec: {
        brand: brand.name,
        kind: "Climate guide",
        title: "Wine Room Climate Guide",
        subtitle: "Temperature, humidity and construction for a private wine room or cellar",
        about: aboutGuide(ctx, brand, "custom wine rooms and wine cellars"),
        sections: [
          section(
            "The climate wine needs",
            table(
              ["Factor", "Aim for"],
              ["Temperature", "10 to 14 °C, with slow changes only"],
              ["Relative humidity", "60 to 75%: corks stay supple, labels stay intact"],
              ["Light", "Darkness; low-UV lighting used only when you are in the room"],
              ["Air", "Gentle circulation, free of odours"],
              ["Vibration", "As little as possible"],
            ),
          ),
          section(
            "Building the room",
            bullets(
              "Insulate walls, ceiling and, where needed, the floor. The better the insulation, the smaller the cooling unit and its energy use.",
              "Fit a continuous vapour barrier on the warm side of the insulation, so moisture does not condense inside the construction.",
              "Use an insulated, well-sealing door. Glass walls look good but need insulated glazing and more cooling capacity.",
              "Choose materials that tolerate humidity: treated wood, stone, tiles or metal racking.",
            ),
          ),
          section(
            "Choosing the cooling unit",
            p(
              "The required capacity depends on the room volume, the insulation, the temperature of the surrounding spaces, glass surfaces and lighting. We size the unit from these data; send us a floor plan and a description of the walls and surroundings.",
            ),
            p(
              "Through-the-wall units suit rooms with an adjoining space to release heat into; split units place the noisy part outside the room.",
            ),
          ),
          section(
            "Living with the room",
            bullets(
              "Give the room a day or two to settle after start-up before you bring in the wine.",
              "Check temperature and humidity with a separate hygrometer now and then.",
              "Keep the cooling unit's air intake and outlet free of bottles and boxes.",
            ),
          ),
          serviceAndSupport(ctx, brand),
        ],
      },
    },
  };
}
