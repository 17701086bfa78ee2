/**
 * Redirects the server makes itself (docs/decisions/0012-every-request-answered.md). Their
 * Location is always a path on this site: it starts with exactly one "/" (browsers read
 * "//host" and "/\host" as another host), and every character a URL may not carry is
 * percent-encoded, so a decoded "%0A" or "%E2%82%AC" can neither break the header (Node
 * throws on control characters) nor add one.
 */

/** `/path/` (or `/path///`) → `/path`, query kept; undefined when there is nothing to strip. */
export function trailingSlashLocation(pathname: string, search: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return undefined;
  return sitePath(pathname.replace(/\/+$/, "")) + encodeQuery(search);
}

/** A decoded path as a Location on this site: one leading "/", encoded where it must be. */
function sitePath(decoded: string): string {
  return `/${percentEncode(decoded.replace(/^[/\\]+/, ""), /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/)}`;
}

/** The query as sent, with anything a Location may not carry encoded (it is not decoded). */
function encodeQuery(search: string): string {
  return percentEncode(search, /[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/);
}

/** Percent-encodes (as UTF-8) every character `keep` does not match. */
function percentEncode(text: string, keep: RegExp): string {
  let out = "";
  for (const char of text) {
    if (keep.test(char)) out += char;
    // Buffer writes a lone surrogate as U+FFFD where encodeURIComponent would throw.
    else for (const byte of Buffer.from(char, "utf8")) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
