import { z } from "zod";
import { placeholders } from "../lib/inline-text";

/**
 * The shapes the build-time checks of the pages' copy and labels are made of
 * (./pages.schema.server.ts, ./labels.schema.server.ts): an empty or missing text, or a
 * placeholder the page does not fill, fails the build (STYLE.md: "a wrong field fails the
 * build, not the visitor").
 */
export const text = z.string().trim().min(1);
export const texts = z.array(text).min(1);
/** A part of a sentence: may be empty (a language may put the element first or last). */
export const part = z.string();
export const around = z
  .object({ before: part, after: part })
  .refine((a) => (a.before + a.after).trim().length > 0, "the words around the element are missing");
export const withLink = z
  .object({ before: part, link: text, after: part })
  .refine((a) => (a.before + a.after).trim().length > 0, "the words around the link are missing");
/** A text with exactly these `{name}` placeholders (app/lib/inline-text.ts). */
export const template = (...names: string[]) =>
  text.refine(
    (t) => placeholders(t).sort().join() === [...names].sort().join(),
    `needs the placeholders ${names.map((n) => `{${n}}`).join(", ") || "(none)"}, each once`,
  );
/** A note read right after a label: starts with its own space. */
export const note = z.string().regex(/^ \S/, "starts with a space: it is read right after the label");

/**
 * A schema that checks a content file and hands it on as written: a check of some of its
 * fields never drops the others. Its problems keep their paths ("hero.title: …").
 */
export function checked<T>(schema: z.ZodType): z.ZodType<T> {
  const outer = z.unknown().superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }) as unknown as z.ZodType<T>;
  checkedShapes.set(outer, schema);
  return outer;
}

const checkedShapes = new WeakMap<z.ZodType, z.ZodType>();

/** The shape a `checked` schema checks (the editor's fields are made from it), or the schema itself. */
export function shapeOf(schema: z.ZodType): z.ZodType {
  return checkedShapes.get(schema) ?? schema;
}
