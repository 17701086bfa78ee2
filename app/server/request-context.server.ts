import { createContext, RouterContextProvider } from "react-router";
import type { FormService } from "./forms.server";
import { createLogger, type Logger } from "./logger.server";

/**
 * What the production server hands every loader, action and the document's render, through
 * React Router's typed context (server/app-server.ts sets it for each request). Routes reach
 * the database, mail outbox and logger only through these, so the server owns one instance
 * of each (docs/decisions/0002-services-through-load-context.md).
 */

/** The log. Prerendering at build time has no server: there it writes to the build's output. */
export const loggerContext = createContext<Logger>(createLogger("info"));

/** The per-request CSP nonce of a server-rendered page; empty when prerendered (its scripts are allowed by hash). */
export const nonceContext = createContext<string>("");

/** The form service (./forms.server.ts) and the client's address as the server sees it (X-Forwarded-For only with TRUST_PROXY). */
export interface FormRequest {
  forms: FormService;
  clientIp: string;
}
export const formRequestContext = createContext<FormRequest>();

/** The context of one request the production server hands to React Router. */
export function requestContext(services: { logger: Logger; nonce?: string } & FormRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(loggerContext, services.logger);
  context.set(nonceContext, services.nonce ?? "");
  context.set(formRequestContext, { forms: services.forms, clientIp: services.clientIp });
  return context;
}
