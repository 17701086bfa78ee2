/**
 * What becomes of a visitor's text before it is checked, stored and mailed, the same in the
 * browser and on the server (docs/decisions/0005-forms-pipeline.md, "Visitor text"): invisible
 * characters go, the text is composed (NFC), one-line fields fold their line breaks into
 * spaces, and the ends are trimmed. Stripping rather than refusing is what a visitor expects:
 * a stray zero-width space pasted with a name is not an error they could see or fix; a value
 * that was nothing but invisible characters ends up empty and gets the spec's
 * '{field} is required'.
 */

/**
 * Characters that are not kept: format characters (General Category Cf: zero-width spaces
 * and joiners, byte-order marks, soft hyphens, bidirectional marks, overrides and isolates),
 * which show nothing yet make an empty name look filled in or turn a mail's sender name
 * around (U+202E); and control characters (Cc, C1 included) other than tab, line feed,
 * carriage return and NEL, which the line rules below handle.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const invisible = /[\p{Cf}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/gu;
/**
 * Joiners (U+200C ZWNJ, U+200D ZWJ) stay where they join two visible characters: they shape
 * Persian and Indic words and make one emoji of several (a family, a flag). Anywhere else
 * they are invisible padding like the rest.
 */
const joiner = /[\u200c\u200d]/;
const visible = /^[^\s\p{Cf}\p{Cc}]$/u;
/**
 * The whole character before or after index `at`: a character outside the Basic
 * Multilingual Plane is two UTF-16 units, and half of one (a tag character's, U+E0020) is
 * not a visible character.
 */
function charBefore(v: string, at: number): string {
  const before = v.codePointAt(at - 2);
  return before !== undefined && before > 0xffff ? String.fromCodePoint(before) : (v[at - 1] ?? "");
}
function charAfter(v: string, at: number): string {
  const after = v.codePointAt(at + 1);
  return after === undefined ? "" : String.fromCodePoint(after);
}
function dropInvisible(v: string): string {
  return v.replace(invisible, (ch: string, at: number) =>
    joiner.test(ch) && visible.test(charBefore(v, at)) && visible.test(charAfter(v, at)) ? ch : "",
  );
}
/** Every way of ending a line: CR LF, CR, LF, NEL, line and paragraph separators. */
const lineBreak = /\r\n?|[\n\u0085\u2028\u2029]/g;
/** A lone half of a surrogate pair: such a string has no UTF-8 form and cannot be stored. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Whether `v` is well-formed Unicode (no lone surrogate). String.prototype.isWellFormed does
 * the same, but it is ES2024 and this runs in browsers older than that too.
 */
export function isWellFormed(v: string): boolean {
  return !loneSurrogate.test(v);
}

/** A one-line value (names, e-mail, subject, phone): breaks and tabs become spaces. */
export function cleanLine(v: string): string {
  return dropInvisible(v)
    .replace(/[\t\n\r\u0085\u2028\u2029]+/g, " ")
    .normalize("NFC")
    .trim();
}

/** A multi-line value (message, comments, issue description): every line break becomes "\n". */
export function cleanParagraph(v: string): string {
  return dropInvisible(v).replace(lineBreak, "\n").normalize("NFC").trim();
}
