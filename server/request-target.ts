import type { IncomingMessage } from "node:http";

/** The request's path (percent-decoded, for looking things up) and query (as sent). */
export interface Target {
  pathname: string;
  search: string;
}

/**
 * Reads the request target (RFC 9112 3.2, docs/decisions/0012-every-request-answered.md),
 * or undefined when the request is not one this site can answer (a 400). Browsers send
 * origin-form ("/path?query"); absolute-form ("http://host/path") must be accepted too and
 * is reduced here to its path, rewriting `req.url`: the site is one host (SITE_URL), never
 * the one a request names, and React Router builds its URL from `req.url`. "*" is a target
 * only for OPTIONS.
 *
 * The Host header must be a single valid host: React Router's request URL is built from it,
 * and a value such as "a b" or "999.1.1.1" makes that URL throw.
 */
export function requestTarget(req: IncomingMessage): Target | undefined {
  if (!hostIsValid(req)) return undefined;
  let raw = req.url ?? "/";
  if (raw === "*") return req.method === "OPTIONS" ? { pathname: "*", search: "" } : undefined;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  if (absolute) {
    raw = raw.slice(absolute[0].length);
    if (!raw.startsWith("/")) raw = `/${raw}`;
    req.url = raw;
  }
  if (!raw.startsWith("/")) return undefined;
  const q = raw.indexOf("?");
  const search = q === -1 ? "" : raw.slice(q);
  try {
    return { pathname: decodeURIComponent(q === -1 ? raw : raw.slice(0, q)), search };
  } catch {
    // Not UTF-8 once decoded (e.g. "%FF"): no page has such a path.
    return undefined;
  }
}

function hostIsValid(req: IncomingMessage): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  const host = req.headers.host;
  // HTTP/1.0 has no Host header; HTTP/1.1 must send exactly one.
  if (host === undefined) return hosts === 0 && req.httpVersion === "1.0";
  if (hosts !== 1) return false;
  return /^(?:[\w.~-]+|\[[\d.:a-f]+\])(?::\d{0,5})?$/i.test(host) && URL.canParse(`http://${host}/`);
}
