import { existsSync } from "node:fs";
import { buildDir } from "./server";

/** Browser tests run against the built production server: `npm test` builds first. */
export default function setup() {
  if (!existsSync(`${buildDir}/server/main.js`)) {
    throw new Error(`No build at ${buildDir}. Run \`npm run build\` (npm test does it for you).`);
  }
}
