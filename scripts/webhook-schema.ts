import { writeFileSync } from "node:fs";
import { eventJsonSchema } from "../app/server/webhook-event.server";

/**
 * `npm run webhooks:schema`: writes docs/webhook-event.schema.json, the JSON Schema of the
 * webhook events made from their zod schemas (app/server/webhook-event.server.ts). A unit
 * test fails while the file and the schemas differ.
 */
export const schemaFile = "docs/webhook-event.schema.json";

export const schemaText = () => `${JSON.stringify(eventJsonSchema(), null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(schemaFile, schemaText());
  console.log(`wrote ${schemaFile}`);
}
