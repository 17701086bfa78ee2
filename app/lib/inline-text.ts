/**
 * Shapes of copy with something inside a sentence, so each language (the Dutch, German and
 * French translations) can word the sentence in its own order:
 *
 * - a text with `{name}` placeholders for values (a name, a number), filled in by `fill`;
 * - `Around` and `WithLink` for an element inside the sentence (a link, a phone number).
 *
 * Texts are written as they read, spaces included. Where the English part has no space next
 * to the element, the component puts one there.
 */

/** The words before and after an element the page puts in (a phone number, an address). */
export interface Around {
  before: string;
  after: string;
}

/** A sentence with one link in it: the words before it, its label, the words after it. */
export interface WithLink extends Around {
  link: string;
}

const placeholder = /\{(\w+)\}/;

/** The `{name}` placeholders of a text, in order (build-time checks of content). */
export function placeholders(template: string): string[] {
  return template.split(placeholder).filter((_, i) => i % 2 === 1);
}

/**
 * A text's placeholders filled in, as its parts in order: the page renders each part as a
 * text of its own, as it did when the sentence was written into the markup. A placeholder
 * with no value stays as written, so a mistake shows instead of breaking the page.
 */
export function fillParts(template: string, values: Readonly<Record<string, string | number>>): string[] {
  return template.split(placeholder).map((part, i) => (i % 2 === 0 ? part : part in values ? String(values[part]) : `{${part}}`));
}

/** A text's placeholders filled in, as one string (attributes, labels). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return fillParts(template, values).join("");
}
