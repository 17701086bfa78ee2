import { embedCspSources } from "~/content/embeds.server";

/**
 * Security headers for every response, errors included
 * (docs/decisions/0004-content-security-policy.md). Scripts: hashes for the inline scripts
 * of prerendered pages, a per-request nonce for server-rendered ones; never
 * 'unsafe-inline'. Third-party hosts come from the embeds' settings
 * (content/company/embeds.yml) and are only ever contacted after the visitor's consent.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], https: boolean): string {
  const embeds = embedCspSources();
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${embeds.img.join(" ")}`,
    `media-src 'self' ${embeds.media.join(" ")}`,
    `frame-src ${embeds.frame.join(" ")}`,
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const permissionsPolicy = ["geolocation=(self)", "camera=()", "microphone=()", "payment=()", "usb=()", "browsing-topics=()"].join(", ");

export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
