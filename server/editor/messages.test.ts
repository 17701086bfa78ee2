import { describe, expect, it } from "vitest";
import { filesCollections, folderCollections } from "./config";
import { jsonSchemaOf } from "./fields";
import { dutchMessage, dutchMessages, lengthWords } from "./messages";

/** Every message the schemas give for a text's form (`x-message`, ./fields.ts), found anywhere in their JSON Schemas. */
function schemaMessages(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "x-message" && typeof inner === "string") found.add(inner);
      else walk(inner);
    }
  };
  for (const source of [...folderCollections, ...filesCollections.flatMap((c) => c.files)]) walk(jsonSchemaOf(source.schema));
  return [...found].sort();
}

describe("the editor's messages for a text's form", () => {
  const messages = schemaMessages();

  it("are Dutch for every message a schema gives, and the table holds no line no schema uses", () => {
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((m) => dutchMessage(m) === undefined)).toEqual([]);
    expect(dutchMessages.filter(([pattern]) => !messages.some((m) => pattern.test(m))).map(([pattern]) => String(pattern))).toEqual([]);
  });

  it("keep the values a message names", () => {
    expect(dutchMessage("a path under public/files/ ending in .pdf, e.g. /files/x.pdf")).toBe(
      "een pad onder public/files/ dat op .pdf eindigt, bijv. /files/x.pdf",
    );
    expect(dutchMessage('a number, with a + after it where it is a lower bound: "25+"')).toBe(
      'een getal, met een + erachter als het een ondergrens is: "25+"',
    );
    expect(dutchMessage("a path under /files/ (lower case) ending in .pdf or .zip or .mp4")).toBe(
      "een pad onder /files/ (kleine letters) dat op .pdf of .zip of .mp4 eindigt",
    );
    expect(dutchMessage("no such message")).toBeUndefined();
  });

  it("say a text's length bounds in Dutch", () => {
    expect([lengthWords(0, 70), lengthWords(10, 120), lengthWords(20, undefined), lengthWords(1, undefined)]).toEqual([
      "hoogstens 70 tekens",
      "10 tot 120 tekens",
      "minstens 20 tekens",
      "",
    ]);
  });
});
