import { createHash } from "node:crypto";
import { clientKey } from "./rate-limit.server";
import type { Idempotency } from "./submission-store.server";

/**
 * An Idempotency-Key as it is stored (docs/decisions/0005-forms-pipeline.md, "Rate limit and
 * idempotency"). The key is scoped to the client that sent it (the unit the rate limit
 * counts: an IPv4 address or an IPv6 /64), so another client sending the same key neither
 * reads the id stored under it nor blocks it. It is stored with a fingerprint of the
 * submission it came with, so the same key with another submission is told apart from a
 * retry and refused (the IETF Idempotency-Key draft's 422).
 */
export function idempotencyOf(clientIp: string, key: string, formType: string, data: Record<string, unknown>): Idempotency {
  return { key: sha256(`${clientKey(clientIp)}\n${key}`), fingerprint: sha256(canonical(formType, data)) };
}

/**
 * The submission as validated and cleaned, so spacing or an invisible character does not
 * make a retry another submission: fields in name order, an empty optional field the same
 * as an absent one. Metadata (its timestamp differs on every retry) and the honeypot are
 * not part of it.
 */
function canonical(formType: string, data: Record<string, unknown>): string {
  const fields = Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([formType, fields]);
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}
