import { z } from "zod";
import { shapeOf } from "~/content/copy.schema.server";
import { dutchLabel, dutchOptions, type DutchLabel } from "./labels";
import { dutchMessage, lengthWords, notInForm, webAddress } from "./messages";

/**
 * Decap CMS fields made from the content's zod schemas (docs/decisions/0025-editor.md): the
 * editor asks for what the build checks — required fields, patterns, lengths, choices, list
 * sizes — because it reads them from the same schemas, through zod's JSON Schema. What JSON
 * Schema cannot say (a check across fields, a placeholder rule) the build still checks: it
 * is the last word (README, "Changing content").
 */

/** A field of Decap's configuration (decap-cms-core's `CmsField`), as far as we write them. */
export interface EditorField {
  label: string;
  name: string;
  widget: string;
  required?: boolean;
  i18n?: boolean | "duplicate";
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  /** A choice's values, each with the words the editor shows (./labels.ts). */
  options?: (string | { label: string; value: string })[];
  fields?: EditorField[];
  field?: EditorField;
  /** A list of mixed items: each item's kind, and the key that names it in the item (Decap's typed list). */
  types?: EditorField[];
  typeKey?: string;
  default?: unknown;
  hint?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  allow_add?: boolean;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
}

/** The part of JSON Schema that zod writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  /** A discriminated union's kinds (a legal page's blocks). */
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  /** The zod check's own message for its pattern, read from the schema (`messageOf`). */
  "x-message"?: string;
}

/** The schema as JSON Schema, each pattern with the message the build gives. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(shapeOf(schema), {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const message = messageOf(zodSchema as unknown as z.ZodType);
      if (message && typeof jsonSchema.pattern === "string") jsonSchema["x-message"] = message;
    },
  }) as JsonSchema;
}

/** The message of a string schema's regex check: "international format as shown, e.g. …". */
function messageOf(schema: z.ZodType): string | undefined {
  type Def = { format?: string; error?: (issue?: unknown) => unknown };
  const def = schema._zod.def as Def & { checks?: { _zod: { def: Def } }[] };
  for (const { format, error } of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
    if ((format === "regex" || format === "email" || format === "url") && error) {
      const message = error();
      if (typeof message === "string") return message;
    }
  }
  return undefined;
}

/** The JavaScript-safe integer bound zod writes for `.int()`: no bound for an editor. */
const safeBound = Number.MAX_SAFE_INTEGER;

/** "publishDate" → "Publish date": only where ./labels.ts lacks the field, which ./labels.test.ts finds. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's Dutch label and hint, by its keys from the file's top (`["hero", "title"]`). */
function labelled(path: readonly string[]): DutchLabel {
  return dutchLabel(path) ?? { label: labelOf(path.at(-1)!) };
}

/** Options for one field by its name: widget, hint and i18n, where the schema alone does not say. */
export interface FieldOptions {
  /** Fields whose text is long: a text area, not a line. */
  multiline?: readonly string[];
  /**
   * `i18n` for each top-level field; undefined: not translated (a collection without
   * languages). The fields of an object or a list take their field's: Decap hides in
   * another language's pane every field without its own (actions/config.ts `setI18nField`
   * gives each nested field `none`).
   */
  i18n?: (name: string) => boolean | "duplicate" | undefined;
  /**
   * The file's texts may name a company value or a figure by placeholder (`{portalLogin}`),
   * filled in before the schema checks them (app/content/company-values.server.ts): a
   * pattern then also takes a placeholder alone.
   */
  placeholders?: boolean;
  /** Fields replaced by a field of their own (a photo, a file upload, the Markdown body). */
  custom?: Readonly<Record<string, Partial<EditorField>>>;
}

/**
 * A string's pattern with its length bounds, one regular expression as Decap takes it
 * (`RegExp(pattern).test(value)`). JSON Schema's patterns are searches, as zod's regexes
 * are: a pattern without anchors keeps matching anywhere in the text.
 */
function stringPattern(s: JsonSchema): [string, string] | undefined {
  const lengths = s.minLength !== undefined || s.maxLength !== undefined;
  if (!s.pattern && !lengths) return undefined;
  const min = s.minLength ?? 0;
  const bound = lengths ? `(?=[\\s\\S]{${min},${s.maxLength ?? ""}}$)` : "";
  const length = lengths ? lengthWords(min, s.maxLength) : "";
  // The schema's own words in Dutch; a message the table lacks stays English, which ./messages.test.ts finds.
  const own = s["x-message"] && (dutchMessage(s["x-message"]) ?? s["x-message"]);
  const message = [own, length].filter(Boolean).join("; ");
  if (!s.pattern) return min <= 1 && s.maxLength === undefined ? undefined : [`^${bound}`, message];
  const anchored = s.pattern.startsWith("^") && s.pattern.endsWith("$") && !s.pattern.endsWith("\\$");
  const body = anchored ? `(?:${s.pattern.slice(1, -1)})$` : `[\\s\\S]*?(?:${s.pattern})`;
  return [`^${bound}${body}`, message || notInForm];
}

/** A pattern that also takes a placeholder alone, in a file whose placeholders are filled before its check. */
function withPlaceholder(pattern: [string, string] | undefined, options: FieldOptions): [string, string] | undefined {
  if (!pattern || !options.placeholders) return pattern;
  return [`^\\{[A-Za-z]+\\}$|${pattern[0]}`, pattern[1]];
}

/** The `i18n` of a nested field: its parent field's (`false` below the top level is Decap's own default, `none`). */
type Inherited = { i18n?: boolean | "duplicate" };

/**
 * Decap fields for the properties of an object schema; `parents`, the keys of the object from
 * the file's top, and `parent`, the field that holds them, below the top level.
 */
export function fieldsOf(
  schema: JsonSchema,
  options: FieldOptions = {},
  parents: readonly string[] = [],
  parent?: Inherited,
): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = fieldOf([...parents, name], property, required.has(name), options, parent);
    return field ? [field] : [];
  });
}

function fieldOf(
  path: readonly string[],
  s: JsonSchema,
  required: boolean,
  options: FieldOptions,
  parent?: Inherited,
): EditorField | undefined {
  const name = path.at(-1)!;
  const top = parent === undefined;
  const i18n = top ? options.i18n?.(name) : parent.i18n || undefined;
  const base = { ...labelled(path), name, required, ...(i18n === undefined ? {} : { i18n }) };
  const custom = top ? options.custom?.[name] : undefined;
  if (custom) return { ...(generated(base, s, options, path) ?? { ...base, widget: "string" }), ...custom };
  return generated(base, s, options, path);
}

function generated(
  base: Pick<EditorField, "label" | "hint" | "name" | "required" | "i18n">,
  s: JsonSchema,
  options: FieldOptions,
  path: readonly string[],
): EditorField | undefined {
  const { name } = base;
  // A value that may be null (Sunday's hours when closed): the field may be left empty.
  const nullable = s.anyOf?.find((x) => x.type !== "null");
  if (nullable && s.anyOf?.some((x) => x.type === "null")) {
    const field = generated({ ...base, required: false }, nullable, options, path);
    // Empty as a whole is allowed, so none of its parts is required on its own.
    return field?.fields ? { ...field, fields: field.fields.map((f) => ({ ...f, required: false })) } : field;
  }
  // One of two forms of text (an https:// address or a path on this site): one text field; the build checks its form.
  if (s.anyOf?.length && s.anyOf.every((x) => x.type === "string")) return { ...base, widget: "string" };
  if (s.const !== undefined) return { ...base, widget: "hidden", default: s.const };
  // One value of several kinds (a brand's hero: a picture, a film of this site or of the video service).
  const kinds = kindsOf(s);
  if (kinds) return { ...base, widget: "object", fields: fieldsOfKinds(kinds, options, path, base) };
  if (s.enum) return { ...base, widget: "select", options: dutchOptions(name, s.enum.map(String)) };
  switch (s.type) {
    case "string": {
      if (s.format === "date")
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
      const pattern =
        withPlaceholder(stringPattern(s), options) ??
        (s.format === "uri" ? (["^https?://\\S+$", webAddress] as [string, string]) : undefined);
      const widget = options.multiline?.includes(name) ? "text" : "string";
      return { ...base, widget, ...(pattern ? { pattern } : {}) };
    }
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: s.type === "integer" ? "int" : "float",
        ...(s.minimum !== undefined && s.minimum > -safeBound ? { min: s.minimum } : {}),
        ...(s.maximum !== undefined && s.maximum < safeBound ? { max: s.maximum } : {}),
      };
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "object":
      if (!s.properties) return undefined;
      return { ...base, widget: "object", fields: fieldsOf(s, options, path, base) };
    case "array": {
      const bounds = { ...(s.minItems ? { min: s.minItems } : {}), ...(s.maxItems !== undefined ? { max: s.maxItems } : {}) };
      if (!s.items) return undefined;
      const kinds = kindsOf(s.items);
      if (kinds) return { ...base, widget: "list", ...bounds, ...typed(kinds, base, options, path) };
      if (s.items.type === "object") {
        if (!s.items.properties) return undefined;
        const fields = fieldsOf(s.items, options, path, base);
        // A closed item shows its title or name, where it has one; Decap's own is its first field's value.
        const named = fields.find((f) => (f.name === "title" || f.name === "name") && (f.widget === "string" || f.widget === "text"));
        return { ...base, widget: "list", ...bounds, ...(named ? { summary: `{{fields.${named.name} | truncate(80)}}` } : {}), fields };
      }
      // Each item is labelled as the list is, and translated with it; the list alone carries the hint.
      const item = generated(
        { label: base.label, name, required: true, ...(base.i18n ? { i18n: base.i18n } : {}) },
        s.items,
        options,
        path,
      );
      if (!item || item.widget === "object" || item.widget === "list") return undefined;
      // A closed item shows its value; Decap's own is the list's label, the same on every item.
      return { ...base, widget: "list", ...bounds, summary: `{{fields.${name} | truncate(80)}}`, field: item };
    }
    default:
      // What JSON Schema cannot describe (a map of free keys, a union without a key that
      // names its kind) is not offered in the editor: it stays as written, and is changed in the file.
      return undefined;
  }
}

/**
 * The kinds of a union of objects that each name their kind by the same key with a value of
 * their own (`type: paragraph`, `type: table`), and that key: what a typed list of Decap
 * needs (decap-cms-widget-list, typedListHelpers.js). Each kind's schema is its fields
 * without the key. Undefined for any other schema.
 */
export function kindsOf(s: JsonSchema): { key: string; kinds: { value: string; schema: JsonSchema }[] } | undefined {
  const variants = s.oneOf ?? s.anyOf;
  if (!variants?.length || !variants.every((v) => v.type === "object" && v.properties)) return undefined;
  const key = Object.keys(variants[0]!.properties!).find((k) =>
    variants.every((v) => typeof v.properties![k]?.const === "string" && v.required?.includes(k)),
  );
  if (!key) return undefined;
  // Each kind's own fields: the key that names it is Decap's to write.
  const kinds = variants.map((v) => {
    const { [key]: _key, ...properties } = v.properties!;
    return { value: v.properties![key]!.const as string, schema: { ...v, properties, required: v.required?.filter((r) => r !== key) } };
  });
  return new Set(kinds.map((k) => k.value)).size === kinds.length ? { key, kinds } : undefined;
}

/**
 * One object's fields for a value of several kinds, as Decap has no object of kinds: a
 * choice of the kind, then every kind's fields, each required only where every kind requires
 * it. Which field goes with which kind the labels' hints say (./labels.ts); the build refuses
 * a field of another kind.
 */
function fieldsOfKinds(
  { key, kinds }: NonNullable<ReturnType<typeof kindsOf>>,
  options: FieldOptions,
  path: readonly string[],
  parent: Inherited,
): EditorField[] {
  const names = [...new Set(kinds.flatMap((k) => Object.keys(k.schema.properties!)))];
  const merged: JsonSchema = {
    type: "object",
    properties: Object.fromEntries(names.map((n) => [n, kinds.find((k) => k.schema.properties![n])!.schema.properties![n]!])),
    required: names.filter((n) => kinds.every((k) => k.schema.required?.includes(n))),
  };
  const choice: EditorField = {
    ...labelled([...path, key]),
    name: key,
    required: true,
    ...(parent.i18n ? { i18n: parent.i18n } : {}),
    widget: "select",
    options: dutchOptions(
      key,
      kinds.map((k) => k.value),
    ),
  };
  return [choice, ...fieldsOf(merged, options, path, parent)];
}

/**
 * A typed list's `types`: each kind an object of its fields, labelled by its path with the
 * kind's value (`sections.blocks.paragraph`), its own fields under that path, and the key
 * that names the kind left to Decap, which writes it when an item of that kind is added.
 */
function typed(
  { key, kinds }: NonNullable<ReturnType<typeof kindsOf>>,
  list: Inherited,
  options: FieldOptions,
  path: readonly string[],
): Pick<EditorField, "types" | "typeKey"> {
  return {
    typeKey: key,
    types: kinds.map(({ value, schema }) => {
      const kindPath = [...path, value];
      const fields = fieldsOf(schema, options, kindPath, list);
      const first = fields.find((f) => f.widget === "string" || f.widget === "text");
      const label = labelled(kindPath);
      return {
        ...label,
        name: value,
        widget: "object",
        ...(list.i18n ? { i18n: list.i18n } : {}),
        // The collapsed item shows its kind and the start of its first text.
        ...(first ? { summary: `${label.label}: {{fields.${first.name} | truncate(60)}}` } : {}),
        fields,
      };
    }),
  };
}
