/**
 * What the production server hands every loader and action (server/main.ts builds it).
 * Routes reach the database, mail outbox and logger only through this, so the server
 * owns one instance of each. During prerendering the context is empty: prerendered
 * loaders must not need it.
 */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface AppServices {
  logger: Logger;
  /** Client address as the server sees it (X-Forwarded-For only with TRUST_PROXY). */
  clientIp: string;
  /** Per-request CSP nonce for server-rendered pages. */
  nonce: string;
  /** Form submission service (app/server/forms.server.ts). */
  forms?: import("./server/forms.server").FormService;
}

declare module "react-router" {
  interface AppLoadContext extends Partial<AppServices> {}
}
