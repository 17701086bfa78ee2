import { describe, expect, it } from "vitest";
import { editorConfig, requiredTranslations } from "./config";
import type { EditorField } from "./fields";
import { byName, byPath, dutchLabel, labelKey, optionLabels } from "./labels";

/**
 * The staff who edit the site read Dutch (./labels.ts): every field of the editor's
 * configuration has its label from the Dutch table, not the English words made from its
 * key, and every entry of the table labels a field, so a key the schemas drop leaves no
 * entry behind.
 */
type Field = EditorField & { types?: Field[] };

interface Collection {
  name: string;
  fields?: Field[];
  files?: { name: string; fields: Field[] }[];
}

/** Every field of the configuration /admin/config.yml serves, by where it is and its keys from the file's top. */
function everyField(): { where: string; path: string[]; field: Field; item: boolean }[] {
  const config = editorConfig({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" }, "https://www.example.nl") as {
    collections: Collection[];
  };
  const found: { where: string; path: string[]; field: Field; item: boolean }[] = [];
  const walk = (fields: readonly Field[], where: string, parents: string[]) => {
    for (const field of fields) {
      const path = [...parents, field.name];
      found.push({ where, path, field, item: false });
      walk(field.fields ?? [], where, path);
      // A variable list's types, each with its fields, under the list's keys.
      walk(field.types ?? [], where, path);
      // A list of single values: the item has the list's name and label.
      if (field.field) found.push({ where, path, field: field.field, item: true });
    }
  };
  for (const c of config.collections) {
    walk(c.fields ?? [], c.name, []);
    for (const file of c.files ?? []) walk(file.fields, `${c.name}/${file.name}`, []);
  }
  return found;
}

describe("the editor's Dutch labels", () => {
  const fields = everyField();

  it("label every field the editor shows, from the table", () => {
    const problems = fields.flatMap(({ where, path, field, item }) => {
      const dutch = dutchLabel(path);
      if (!dutch) return [`${where}: ${path.join(".")} has no Dutch label ("${field.label}")`];
      if (field.label !== dutch.label) return [`${where}: ${path.join(".")} is labelled "${field.label}", not "${dutch.label}"`];
      // The table's hint, unless the configuration gives the field its own; a list's item has none.
      if (dutch.hint && !item && field.hint !== dutch.hint) return [`${where}: ${path.join(".")} lacks its hint ("${field.hint}")`];
      return [];
    });
    expect([...new Set(problems)]).toEqual([]);
  });

  it("hold no entry that labels no field", () => {
    const used = fields.map(({ path }) => labelKey(path)).filter((k) => k !== undefined);
    const usedNames = new Set(used.filter((k) => !k.byPath).map((k) => k.key));
    const usedPaths = new Set(used.filter((k) => k.byPath).map((k) => k.key));
    expect({
      byName: Object.keys(byName).filter((name) => !usedNames.has(name)),
      byPath: Object.keys(byPath).filter((path) => !usedPaths.has(path)),
    }).toEqual({ byName: [], byPath: [] });
  });

  it("tell one key's meanings apart by the end of its path, the longest that fits", () => {
    // /service-request's section "Before you send", and the words before its links.
    expect(dutchLabel(["before"])?.label).toBe("Voordat je verstuurt");
    expect(dutchLabel(["before", "manuals", "before"])?.label).toBe("Tekst ervoor");
    // A film's description for screen readers, and the name of the cookie page's category of videos.
    expect(dutchLabel(["showcases", "norcool", "video", "label"])?.label).toBe("Beschrijving van de animatie");
    expect(dutchLabel(["categories", "video", "label"])?.label).toBe("Naam");
    expect(dutchLabel(["no-such-field"])).toBeUndefined();
  });

  it("give every choice of every list of choices its Dutch words, and hold no words for a choice no field offers", () => {
    const choices = fields.filter(({ field }) => field.widget === "select");
    expect(choices.length).toBeGreaterThan(5);
    const bare = choices.flatMap(({ where, path, field }) =>
      field.options!.filter((o) => typeof o === "string").map((o) => `${where}: ${path.join(".")} = ${o}`),
    );
    expect([...new Set(bare)]).toEqual([]);
    const offered = new Set(
      choices.flatMap(({ field }) => field.options!.map((o) => `${field.name}=${typeof o === "string" ? o : o.value}`)),
    );
    const unused = Object.entries(optionLabels).flatMap(([name, words]) =>
      Object.keys(words)
        .map((value) => `${name}=${value}`)
        .filter((key) => !offered.has(key)),
    );
    expect(unused).toEqual([]);
  });

  it("name the fields in Dutch when a save lacks a translation", () => {
    expect(requiredTranslations().news!.map((f) => f.label)).toEqual([
      "Titel",
      "Samenvatting",
      "Beschrijving van de afbeelding (voor schermlezers)",
      "Tekst",
    ]);
  });
});
