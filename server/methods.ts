/**
 * The request methods the site answers (docs/decisions/0012-every-request-answered.md).
 * Pages are read with GET and HEAD and their forms post with POST (PRODUCT.md 7); nothing
 * else may reach React Router, which would run a page's action for PUT, DELETE or PATCH too
 * (and store a submission) and cannot build a request for TRACE at all. The form API
 * answers its own 405 (Allow: POST), so it is left to it (PRODUCT.md "Interfaces").
 *
 * Any other method Node's parser lets through (it refuses tokens it does not know) is a
 * 405, not a 501: the site answers no request with a 5xx that is not its own failure.
 */
export const allowedMethods = "GET, HEAD, POST, OPTIONS";

export type MethodAnswer = { status: 204 | 405; allow: string };

/** How to answer the method before routing; undefined when the request goes on. */
export function methodAnswer(method: string | undefined, pathname: string): MethodAnswer | undefined {
  if (method === "GET" || method === "HEAD" || method === "POST") return undefined;
  if (pathname === "/api/send-form-email") return undefined;
  return { status: method === "OPTIONS" ? 204 : 405, allow: allowedMethods };
}
