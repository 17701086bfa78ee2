import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dealerSchema } from "~/content/dealers.schema.server";
import { languages } from "~/lib/i18n";
import { editorConfig, fileFields, filesCollections, folderCollections, requiredTranslations, sourceFields } from "./config";
import { jsonSchemaOf, kindsOf, type EditorField, type JsonSchema } from "./fields";

/**
 * The editor asks for what the build checks (docs/decisions/0025-editor.md): each field of
 * the editor's configuration against its schema — required, pattern, length, choices, list
 * sizes — both ways, so a schema that gains a rule the configuration lacks, or a field the
 * configuration keeps after the schema dropped it, fails here. And the editor refuses no
 * content the build accepts: every value in content/ passes its field's pattern.
 */

/**
 * Whether the editor can offer a part of a schema: a value, a choice, an object of named
 * fields, a list of them, or a list of items of kinds each named by one key (a legal page's
 * paragraphs, lists and tables). A map of free keys is not offered and stays as written (./fields.ts).
 */
function representable(s: JsonSchema): boolean {
  if (s.enum || s.const !== undefined) return true;
  if (kindsOf(s)) return true;
  if (s.anyOf) return s.anyOf.some((x) => x.type !== "null" && representable(x));
  if (s.type === "object") return Boolean(s.properties);
  if (s.type === "array") return Boolean(s.items) && representable(s.items!) && s.items!.type !== "array";
  return ["string", "number", "integer", "boolean"].includes(String(s.type));
}

/** What differs between a schema and the fields made for it ("dealers.website: …"). */
function drift(schema: JsonSchema, fields: readonly EditorField[], where: string): string[] {
  const problems: string[] = [];
  const required = new Set(schema.required ?? []);
  const properties = schema.properties ?? {};
  for (const field of fields) {
    if (field.widget === "hidden") continue;
    if (!(field.name in properties)) problems.push(`${where}.${field.name}: the schema has no such field`);
    else if (field.required && !required.has(field.name))
      problems.push(`${where}.${field.name}: required in the editor, optional in the schema`);
  }
  for (const [name, property] of Object.entries(properties)) {
    const field = fields.find((f) => f.name === name);
    const nullable = property.anyOf?.some((x) => x.type === "null");
    const s = property.anyOf?.find((x) => x.type !== "null") ?? property;
    // What JSON Schema cannot describe is not offered (the build checks it, ./fields.ts).
    if (!field) {
      if (representable(property)) problems.push(`${where}.${name}: in the schema, not in the editor`);
      continue;
    }
    const path = `${where}.${name}`;
    const isRequired = required.has(name) && !nullable && s.type !== "boolean";
    if (isRequired && field.required === false) problems.push(`${path}: required in the schema, optional in the editor`);
    const values = field.options?.map((o) => (typeof o === "string" ? o : o.value));
    if (s.enum && JSON.stringify(values) !== JSON.stringify(s.enum.map(String)))
      problems.push(`${path}: the choices differ (${String(values)} / ${s.enum.join()})`);
    // A date is picked, and written as YYYY-MM-DD.
    const date = s.format === "date" && field.widget === "datetime" && field.format === "YYYY-MM-DD";
    if (s.pattern && !date && field.widget !== "file" && !field.pattern?.[0].includes(s.pattern.replace(/^\^/, "").replace(/\$$/, "")))
      problems.push(`${path}: the schema's pattern ${s.pattern} is not the editor's`);
    for (const [bound, value] of [
      ["minLength", s.minLength],
      ["maxLength", s.maxLength],
    ] as const)
      if (value !== undefined && value > 1 && !field.pattern?.[0].includes(`${value}`))
        problems.push(`${path}: the editor lacks ${bound} ${value}`);
    if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER && field.min !== s.minimum)
      problems.push(`${path}: the editor lacks minimum ${s.minimum}`);
    if (s.minItems !== undefined && s.minItems > 0 && field.min !== s.minItems)
      problems.push(`${path}: the editor lacks minItems ${s.minItems}`);
    if (s.maxItems !== undefined && field.max !== s.maxItems) problems.push(`${path}: the editor lacks maxItems ${s.maxItems}`);
    // Left empty as a whole (Sunday's hours when closed), none of its parts is required alone.
    if (s.type === "object" && field.fields) problems.push(...drift(nullable ? { ...s, required: [] } : s, field.fields, path));
    if (s.type === "array" && s.items?.type === "object" && field.fields) problems.push(...drift(s.items, field.fields, path));
    const kinds = s.type === "array" && s.items ? kindsOf(s.items) : undefined;
    if (kinds) problems.push(...driftOfKinds(kinds, field, path));
    const objectKinds = kindsOf(s);
    if (objectKinds) problems.push(...driftOfObjectKinds(objectKinds, field.fields ?? [], path));
  }
  return problems;
}

/**
 * What differs between a value of several kinds and its one object of fields: the choice of
 * kind, each kind's rules on the fields it has, and no field that no kind has.
 */
function driftOfObjectKinds({ key, kinds }: NonNullable<ReturnType<typeof kindsOf>>, fields: readonly EditorField[], where: string) {
  const choice = fields.find((f) => f.name === key);
  const values = choice?.options?.map((o) => (typeof o === "string" ? o : o.value));
  const problems =
    JSON.stringify(values) === JSON.stringify(kinds.map((k) => k.value)) && choice?.required
      ? []
      : [`${where}.${key}: the choice of kind differs (${String(values)} / ${kinds.map((k) => k.value).join()})`];
  for (const f of fields)
    if (f !== choice && !kinds.some((k) => f.name in k.schema.properties!)) problems.push(`${where}.${f.name}: no kind has such a field`);
  for (const { value, schema } of kinds) {
    const own = fields.filter((f) => f.name in schema.properties!);
    // A field of some kinds only is optional in the editor; the kind's own requirement is the build's.
    const required = schema.required?.filter((r) => kinds.every((k) => k.schema.required?.includes(r)));
    problems.push(...drift({ ...schema, required }, own, `${where}(${value})`));
  }
  return problems;
}

/** What differs between a list of mixed items and its typed list: the kinds, their key, and each kind's fields. */
function driftOfKinds({ key, kinds }: NonNullable<ReturnType<typeof kindsOf>>, field: EditorField, where: string): string[] {
  if (field.typeKey !== key) return [`${where}: the kinds are named by ${key}, the editor's by ${field.typeKey}`];
  const [own, editor] = [kinds.map((k) => k.value), (field.types ?? []).map((t) => t.name)];
  if (JSON.stringify(own) !== JSON.stringify(editor)) return [`${where}: the kinds differ (${String(editor)} / ${String(own)})`];
  return kinds.flatMap(({ value, schema }) => {
    const fields = field.types!.find((t) => t.name === value)!.fields ?? [];
    return drift(schema, fields, `${where}.${value}`);
  });
}

const sources = [
  ...folderCollections.map((c) => ({ where: c.name, schema: c.schema, fields: sourceFields(c.schema, c.options) })),
  ...filesCollections.flatMap((c) =>
    c.files.map((f) => ({ where: `${c.name}/${f.name}`, schema: f.schema, fields: sourceFields(f.schema) })),
  ),
];

describe("the editor's configuration", () => {
  it("asks for every rule of the schemas, and no other", () => {
    expect(sources.flatMap(({ where, schema, fields }) => drift(jsonSchemaOf(schema), fields, where))).toEqual([]);
  });

  it("is found out when a schema gains a required field, a length, a pattern or a choice the editor lacks", () => {
    const written = sourceFields(z.object({ name: z.string(), tier: z.enum(["A", "B"]) }));
    const grown = jsonSchemaOf(
      z.object({ name: z.string().max(80), code: z.string().regex(/^[A-Z]{2}$/), tier: z.enum(["A", "B", "C"]), phone: z.string() }),
    );
    expect(drift(grown, written, "dealer")).toEqual([
      "dealer.name: the editor lacks maxLength 80",
      "dealer.code: in the schema, not in the editor",
      "dealer.tier: the choices differ (A,B / A,B,C)",
      "dealer.phone: in the schema, not in the editor",
    ]);
    expect(drift(jsonSchemaOf(z.object({ name: z.string().optional() })), written, "dealer")).toEqual([
      "dealer.name: required in the editor, optional in the schema",
      "dealer.tier: the schema has no such field",
    ]);
  });

  it("is found out when a list of mixed items, or a value of several kinds, gains a kind or a rule the editor lacks", () => {
    const paragraph = z.object({ type: z.literal("paragraph"), text: z.string() });
    const list = z.object({ type: z.literal("list"), items: z.array(z.string()).min(1) });
    const written = sourceFields(z.object({ blocks: z.array(z.discriminatedUnion("type", [paragraph])) }));
    expect(drift(jsonSchemaOf(z.object({ blocks: z.array(z.discriminatedUnion("type", [paragraph, list])) })), written, "page")).toEqual([
      "page.blocks: the kinds differ (paragraph / paragraph,list)",
    ]);
    const longer = z.object({ type: z.literal("paragraph"), text: z.string().max(300) });
    expect(drift(jsonSchemaOf(z.object({ blocks: z.array(z.discriminatedUnion("type", [longer])) })), written, "page")).toEqual([
      "page.blocks.paragraph.text: the editor lacks maxLength 300",
    ]);
    const image = z.object({ kind: z.literal("image"), src: z.string() });
    const film = z.object({ kind: z.literal("video"), src: z.string(), videoId: z.string().regex(/^[a-z]+$/) });
    const hero = sourceFields(z.object({ hero: z.discriminatedUnion("kind", [image]) }));
    expect(drift(jsonSchemaOf(z.object({ hero: z.discriminatedUnion("kind", [image, film]) })), hero, "brand")).toEqual([
      "brand.hero.kind: the choice of kind differs (image / image,video)",
      "brand.hero(video).videoId: in the schema, not in the editor",
    ]);
  });

  it("offers a legal chapter's blocks as a typed list of their kinds, and a brand's opening picture or film as one object", () => {
    const legal = filesCollections.find((c) => c.name === "legal")!.files.find((f) => f.name === "warranty")!;
    const sections = fileFields(legal, true).find((f) => f.name === "sections")!;
    const blocks = sections.fields!.find((f) => f.name === "blocks")!;
    expect(blocks).toMatchObject({ label: "Inhoud", widget: "list", min: 1, typeKey: "type", i18n: true });
    expect(blocks.types!.map((t) => [t.name, t.label, t.summary])).toEqual([
      ["paragraph", "Alinea", "Alinea: {{fields.text | truncate(60)}}"],
      ["list", "Opsomming", undefined],
      ["table", "Tabel", "Tabel: {{fields.caption | truncate(60)}}"],
      ["storageTable", "Tabel: wat de site bewaart", "Tabel: wat de site bewaart: {{fields.caption | truncate(60)}}"],
      ["embedsTable", "Tabel: andere diensten", "Tabel: andere diensten: {{fields.caption | truncate(60)}}"],
    ]);
    const table = blocks.types!.find((t) => t.name === "table")!;
    expect(table.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["caption", "string", true],
      ["head", "list", true],
      ["rows", "list", true],
      ["codeColumns", "list", false],
    ]);
    expect(table.fields!.find((f) => f.name === "rows")!.fields).toMatchObject([{ name: "cells", widget: "list", min: 1 }]);
    // A closed chapter shows its title, a closed cell its words.
    expect(sections.summary).toBe("{{fields.title | truncate(80)}}");
    expect(table.fields!.find((f) => f.name === "head")!.summary).toBe("{{fields.head | truncate(80)}}");

    const brands = folderCollections.find((c) => c.name === "brands")!;
    const hero = sourceFields(brands.schema, brands.options).find((f) => f.name === "heroMedia")!;
    expect(hero.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["kind", "select", true],
      ["poster", "object", true],
      ["video", "list", false],
      ["videoId", "string", false],
    ]);
    expect(hero.fields![0]!.options).toEqual([
      { label: "Foto", value: "image" },
      { label: "Film van deze site", value: "video" },
      { label: "Film van de videodienst (laadt na toestemming)", value: "embed" },
    ]);
  });

  it("refuses a dealer's website without https, as the build does", () => {
    const website = sourceFields(dealerSchema, folderCollections.find((c) => c.name === "dealers")!.options).find(
      (f) => f.name === "website",
    )!;
    for (const url of ["https://www.example.nl/dealers/zutphen", "http://www.example.nl/dealers/zutphen", "www.example.nl", "https://"]) {
      const build = dealerSchema.shape.website.safeParse(url).success;
      expect(new RegExp(website.pattern![0]).test(url), url).toBe(build);
    }
  });

  it("accepts every value the content folder holds", () => {
    const problems: string[] = [];
    const walk = (fields: readonly EditorField[], value: unknown, where: string) => {
      if (!value || typeof value !== "object") return;
      for (const field of fields) {
        const v = (value as Record<string, unknown>)[field.name];
        if (typeof v === "string" && field.pattern && !new RegExp(field.pattern[0]).test(v))
          problems.push(`${where}.${field.name}: "${v}" is refused (${field.pattern[1]})`);
        if (field.types && Array.isArray(v))
          v.forEach((item: Record<string, unknown>, i) => {
            const kind = field.types!.find((t) => t.name === item[field.typeKey!]);
            if (!kind) problems.push(`${where}.${field.name}[${i}]: no kind of the editor's is ${String(item[field.typeKey!])}`);
            else walk(kind.fields ?? [], item, `${where}.${field.name}[${i}]`);
          });
        else if (field.fields && Array.isArray(v)) v.forEach((item, i) => walk(field.fields!, item, `${where}.${field.name}[${i}]`));
        else if (field.fields) walk(field.fields, v, `${where}.${field.name}`);
        if (field.field?.pattern && Array.isArray(v))
          for (const item of v)
            if (typeof item === "string" && !new RegExp(field.field.pattern[0]).test(item))
              problems.push(`${where}.${field.name}: "${item}" is refused`);
      }
    };
    const read = (file: string) => {
      const text = readFileSync(file, "utf8");
      if (file.endsWith(".json")) return JSON.parse(text) as unknown;
      if (file.endsWith(".md")) return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as unknown;
      return parse(text) as unknown;
    };
    for (const c of folderCollections) {
      const fields = sourceFields(c.schema, c.options);
      for (const name of readdirSync(c.folder).filter((n) => n.endsWith(`.${c.extension}`)))
        walk(fields, read(path.join(c.folder, name)), `${c.folder}/${name}`);
    }
    for (const c of filesCollections)
      for (const f of c.files) {
        const value = read(f.file) as Record<string, unknown>;
        if (!c.translated) walk(fileFields(f, false), value, f.file);
        // A translated file's fields are each language's, in its section (`nl:`).
        else for (const lang of languages) walk(fileFields(f, true), value[lang], `${f.file} (${lang})`);
      }
    expect(problems).toEqual([]);
  });

  it("works in Dutch, in the content folder's layout, with review before publish", () => {
    const config = editorConfig({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" }, "https://www.example.nl");
    expect(config).toMatchObject({
      locale: "nl",
      publish_mode: "editorial_workflow",
      i18n: { structure: "multiple_files", locales: ["en", "nl", "de", "fr"], default_locale: "en" },
      media_folder: "photos",
    });
  });

  interface Collection {
    name: string;
    folder?: string;
    i18n?: boolean | { structure: string; locales: string[]; default_locale: string };
    files?: { name: string; label: string; file: string; i18n?: boolean; fields: EditorField[] }[];
  }
  const collections = (editorConfig({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" }, "https://www.example.nl").collections ??
    []) as Collection[];

  it("lists each named file once, its languages side by side in the one file Decap allows a files collection", () => {
    const named = collections.filter((c) => c.files);
    // decap-cms-core, actions/config.ts `throwOnInvalidFileCollectionStructure`: a files
    // collection's languages are `single_file` or none, else the editor does not start.
    for (const c of named)
      if (c.i18n) expect(c.i18n, c.name).toEqual({ structure: "single_file", locales: [...languages], default_locale: "en" });
    const files = named.flatMap((c) => c.files!.map((f) => ({ ...f, collection: c })));
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length);
    for (const f of files) {
      expect(f.label, f.file).not.toMatch(/English|Nederlands|Deutsch|Français/);
      if (!f.collection.i18n) {
        // A file for every language; Decap reads every file of a collection with languages by sections.
        expect(f.file, f.name).toMatch(/^content\/company\/(details|embeds)\.yml$/);
        expect(JSON.stringify(f.fields)).not.toContain('"i18n"');
        continue;
      }
      expect(f.file, f.name).toMatch(/^content\/[a-z]+\/[a-z-]+\.yml$/);
      expect(f.i18n, f.name).toBe(true);
      // Every field, nested ones too, in every language: Decap hides one without `i18n` in the other languages' pane.
      const untranslated: string[] = [];
      const each = (fields: readonly EditorField[], where: string) => {
        for (const field of fields) {
          if (field.i18n !== true) untranslated.push(`${where}${field.name}`);
          each(field.fields ?? field.types ?? (field.field ? [field.field] : []), `${where}${field.name}.`);
        }
      };
      each(f.fields, `${f.name}: `);
      expect(untranslated).toEqual([]);
    }
    expect(files.find((f) => f.name === "warranty")).toMatchObject({ label: "Garantie", file: "content/legal/warranty.yml" });
  });

  it("asks for every required text of a translated entry in every language, a named file's by its collection and name", () => {
    const required = requiredTranslations();
    expect(required["company-texts/texts"]).toEqual([
      { name: "tagline", label: "Slogan" },
      { name: "hours.weekdays", label: "Openingstijden › Doordeweeks" },
      { name: "hours.weekend", label: "Openingstijden › Weekend" },
      { name: "country", label: "Land" },
    ]);
    expect(required["legal/warranty"]).toContainEqual({ name: "intro", label: "Inleiding" });
    expect(required.news!.map((f) => f.name)).toEqual(expect.arrayContaining(["title", "excerpt", "imageAlt", "body"]));
    // Not for a file for every language.
    expect(Object.keys(required).filter((k) => k.startsWith("company/"))).toEqual([]);
  });
});
