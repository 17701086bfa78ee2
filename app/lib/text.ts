/**
 * Cuts text to at most `limit` characters plus an ellipsis, on a word boundary when one
 * is near (spec 2.3 brand previews, spec 2.5 news titles and excerpts).
 */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  // A word that ends exactly at the limit is kept whole.
  const lastSpace = /\s/.test(text[limit]!) ? limit : cut.lastIndexOf(" ");
  const onWord = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${onWord.replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * A value of unknown type as text, for logs, mails and exports: a string as it is, nothing
 * for null or undefined, a number or boolean as written, an error as its message, anything
 * else as JSON (never "[object Object]").
 */
export function asText(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      if (value === null) return "";
      return value instanceof Error ? value.message : JSON.stringify(value);
    default:
      return "";
  }
}
