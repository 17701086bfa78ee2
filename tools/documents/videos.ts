/**
 * The sample training videos of the downloads centre: short slide-style trainings with
 * readable text, rendered to MP4 by ./render-videos.ts (needs ffmpeg) and committed under
 * public/files/samples/videos/. The text says nothing about the distributor's identity,
 * so a change of company name or phone number never makes a committed video stale.
 */
interface Slide {
  heading: string;
  lines: string[];
}

export interface TrainingVideo {
  /** Site path of the MP4 (listed in content/downloads/files/). */
  file: string;
  brand: string;
  title: string;
  slides: Slide[];
}

export const trainingVideos: TrainingVideo[] = [
  {
    file: "/files/samples/videos/norcool-wine-cabinet-installation.mp4",
    brand: "Norcool",
    title: "Installing a built-in wine cabinet",
    slides: [
      {
        heading: "Before you start",
        lines: [
          "Check the niche against the installation drawing",
          "Plan the socket so the plug stays accessible",
          "Transported lying down? Let it stand upright 4 hours",
        ],
      },
      {
        heading: "Ventilation",
        lines: [
          "Keep the air path through the plinth free",
          "Follow the ventilation openings for your model",
          "Never cover the plinth grille",
        ],
      },
      {
        heading: "Place and level",
        lines: [
          "Guide the mains cable without trapping it",
          "Level the cabinet in both directions",
          "Fix it to the furniture with the brackets supplied",
        ],
      },
      {
        heading: "First start",
        lines: [
          "Switch on and set the storage temperature",
          "Let the temperature settle before loading",
          "Store bottles lying down, weight spread evenly",
        ],
      },
      {
        heading: "More information",
        lines: ["Wine Cabinet Care & Maintenance Guide (PDF)", "Always follow the manual supplied with your model"],
      },
    ],
  },
  {
    file: "/files/samples/videos/nimo-drying-cabinet-operation.mp4",
    brand: "NIMO",
    title: "Using a drying cabinet",
    slides: [
      {
        heading: "Loading",
        lines: ["Spin or wring out wet items first", "Hang clothes with space between them", "Boots and gloves on the holders below"],
      },
      {
        heading: "Choosing a programme",
        lines: ["Timer: a fixed drying time", "Humidity sensor: stops when the load is dry", "Lower temperature for synthetics and wool"],
      },
      {
        heading: "Cleaning the filter",
        lines: ["Switch off and let the cabinet cool down", "Remove the lint from the filter", "Put the filter back before the next run"],
      },
      {
        heading: "Safety",
        lines: ["Never dry items with oil, petrol or solvents", "Keep the air inlet and outlet free", "Fix tall cabinets to the wall"],
      },
      {
        heading: "More information",
        lines: ["Drying Cabinet User Manual (PDF)", "Always follow the manual supplied with your model"],
      },
    ],
  },
  {
    file: "/files/samples/videos/winefit-dispenser-cleaning.mp4",
    brand: "Winefit",
    title: "Cleaning a wine dispensing system",
    slides: [
      {
        heading: "Every day",
        lines: ["Wipe the spouts with a clean, damp cloth", "Empty and rinse the drip tray"],
      },
      {
        heading: "At every change of wine",
        lines: ["Rinse the dispensing head and line with clean water", "Then pour a little wine to refill the line"],
      },
      {
        heading: "Every week",
        lines: [
          "Fit the cleaning bottle with an approved solution",
          "Pour until it runs from the spout; let it act",
          "Rinse with clean water until clear and odourless",
        ],
      },
      {
        heading: "Never use",
        lines: ["Chlorine, abrasives or solvents on spouts and seals", "Cleaning products not approved for food contact"],
      },
      {
        heading: "More information",
        lines: ["Cleaning & Hygiene Guide (PDF)", "Always follow the manual supplied with your system"],
      },
    ],
  },
];
