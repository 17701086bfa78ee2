import { describe, expect, it } from "vitest";
import { storedItems } from "~/lib/browser-storage";
import { languages } from "~/lib/i18n";
import { embedCspSources } from "../embeds.server";
import { legalTexts } from "./legal.server";
import type { LegalTable } from "./types";

function tableOf(lang: (typeof languages)[number], sectionId: string): LegalTable {
  const section = legalTexts[lang].cookies.sections.find((s) => s.id === sectionId);
  const table = section?.blocks.find((b): b is { table: LegalTable } => typeof b === "object" && "table" in b);
  if (!table) throw new Error(`${lang}: no table in section ${sectionId}`);
  return table.table;
}

describe("the cookie page (PRODUCT.md 11)", () => {
  it.each(languages)("%s: names everything the site keeps in the browser, where, what for and how long", (lang) => {
    const { head, rows, codeColumns } = tableOf(lang, "local-storage");
    expect(head).toHaveLength(4);
    expect(codeColumns).toEqual([1]);
    expect(rows.map((row) => row[1])).toEqual(Object.values(storedItems).map((item) => item.key));
    for (const row of rows) {
      expect(row).toHaveLength(4);
      for (const cell of row) expect(cell.trim()).not.toBe("");
    }
    // Local and session storage are told apart, in the page's language.
    expect(new Set(rows.map((row) => row[2])).size).toBe(2);
  });

  it.each(languages)("%s: names the host of every third-party service the pages may contact", (lang) => {
    const { rows, codeColumns } = tableOf(lang, "embeds");
    expect(codeColumns).toEqual([2]);
    const listed = rows.map((row) => row[2]);
    // The Content-Security-Policy's third-party sources are the hosts the browser may reach.
    const allowed = Object.values(embedCspSources())
      .flat()
      .map((origin) => origin.replace(/^[a-z]+:\/\//, ""));
    expect(new Set(listed)).toEqual(new Set(allowed));
    expect(listed).toHaveLength(allowed.length);
  });
});
