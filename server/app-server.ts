import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Logger } from "~/server/logger.server";
import type { requestContext as RequestContext } from "~/server/request-context.server";
import type { Env } from "~/server/env.server";
import { handleFormApiNode } from "~/server/form-api.server";
import { createFormService, type FormService } from "~/server/forms.server";
import { createEditorHandler } from "./editor/serve";
import { methodAnswer } from "./methods";
import { trailingSlashLocation } from "./redirects";
import { guardConnections, guardListener } from "./request-guard";
import { requestTarget } from "./request-target";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";
import { loadStaticFiles, sendStatic, type StaticFile } from "./static-files";

export interface AppServer {
  server: Server;
  forms: FormService;
  /** Stops accepting connections, lets requests in flight finish, then closes services. */
  shutdown(timeoutMs?: number): Promise<void>;
}

/** The client address; X-Forwarded-For only with TRUST_PROXY (the hop our proxy added). */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1]!;
  }
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}

function isHttps(env: Env, req: IncomingMessage): boolean {
  if (env.TRUST_PROXY && req.headers["x-forwarded-proto"] === "https") return true;
  return env.SITE_URL.startsWith("https://");
}

/** A short text answer, with the CSP every answer carries. */
function answerPlain(res: ServerResponse, status: number, text: string, https: boolean): void {
  res.statusCode = status;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([], https));
  if (text) res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(text);
}

export async function createAppServer(env: Env, logger: Logger): Promise<AppServer> {
  const clientDir = path.join(env.buildDir, "client");
  const build = (await import(pathToFileURL(path.join(env.buildDir, "server", "index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  // The contexts are the build's own objects: this server is a bundle of its own, whose copy
  // of the module would make contexts React Router does not know (app/entry.server.tsx).
  const { requestContext } = build.entry.module as unknown as { requestContext: typeof RequestContext };
  const files = loadStaticFiles(clientDir);
  logger.info("static files loaded", { count: files.size, dir: clientDir });

  const editor = createEditorHandler(env, logger);
  if (env.CMS_ENABLED) logger.info("editor on", { path: "/admin", backend: env.CMS_BACKEND });

  const forms = await createFormService(env, logger);
  await forms.start();

  let shuttingDown = false;
  const inFlight = new Set<ServerResponse>();

  const findPrerendered = (req: IncomingMessage, pathname: string, search: string): StaticFile | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const file = files.get(pathname);
    if (!file) return undefined;
    // Pages filtered by their query (e.g. /downloads?q=) are rendered per request.
    if (search && (file.type.startsWith("text/html") || pathname.endsWith(".data"))) return undefined;
    return file;
  };

  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    inFlight.add(res);
    res.on("close", () => {
      inFlight.delete(res);
      logger.debug("request", {
        method: req.method,
        path: req.url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    if (shuttingDown) res.setHeader("Connection", "close");

    const https = isHttps(env, req);
    for (const [k, v] of Object.entries(baseSecurityHeaders(https))) res.setHeader(k, v);

    const target = requestTarget(req);
    if (!target) return answerPlain(res, 400, "Bad request", https);
    const { pathname, search } = target;
    const refused = methodAnswer(req.method, pathname);
    if (refused) {
      res.setHeader("Allow", refused.allow);
      return answerPlain(res, refused.status, refused.status === 204 ? "" : "Method not allowed", https);
    }

    if (pathname === "/healthz") {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([], https));
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Cache-Control", "no-store");
      // 503 while stopping, and while the database refuses writes (a full disk): a load
      // balancer then sends visitors where their submissions can be stored, and the reason
      // tells the operator why (docs/decisions/0005-forms-pipeline.md, "A full disk").
      const health = forms.health();
      const body = shuttingDown
        ? { status: "stopping" }
        : health.ok
          ? { status: "ok" }
          : { status: "degraded", reason: health.reason, since: new Date(health.since).toISOString(), failures: health.failures };
      res.statusCode = body.status === "ok" ? 200 : 503;
      res.end(JSON.stringify(body));
      return;
    }

    // The staff editor, when the operator turned it on; its own page and policy.
    if (editor.handle(req, res, pathname, search)) return;

    const location = req.method === "GET" || req.method === "HEAD" ? trailingSlashLocation(pathname, search) : undefined;
    if (location) {
      res.statusCode = 301;
      res.setHeader("Location", location);
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([], https));
      res.end();
      return;
    }

    // No page's address holds a control character once decoded ("/%09"); React Router cannot
    // build a location from such a path segment, so it is refused here, not rendered.
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    if (/[\u0000-\u001f\u007f]/.test(pathname)) return answerPlain(res, 400, "Bad request: the address holds a control character", https);

    // The form API is answered here, before React Router, with the same rules as its
    // route module: it is the hottest write path and needs no rendering.
    if (pathname === "/api/send-form-email") {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([], https));
      await handleFormApiNode(req, res, { forms, clientIp: clientIp(req, env.TRUST_PROXY) });
      return;
    }

    const file = findPrerendered(req, pathname, search);
    if (file) {
      sendStatic(req, res, pathname, file, { "Content-Security-Policy": contentSecurityPolicy(file.scriptHashes ?? [], https) }, (error) =>
        logger.error("static file failed", { path: pathname, error: error.stack }),
      );
      return;
    }
    if (pathname.startsWith("/assets/")) return answerPlain(res, 404, "Not found", https);

    // Everything else is rendered by React Router with a fresh nonce.
    const nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], https));
    try {
      const request = createRequest(req, res);
      const context = requestContext({ logger, clientIp: clientIp(req, env.TRUST_PROXY), nonce, forms });
      let response = await handleRequest(request, context);
      const type = response.headers.get("Content-Type") ?? "";
      const accepts = String(req.headers["accept-encoding"] ?? "");
      if (response.body && /gzip/.test(accepts) && /^(text\/|application\/json)/.test(type) && !response.headers.has("Content-Encoding")) {
        const headers = new Headers(response.headers);
        headers.set("Content-Encoding", "gzip");
        headers.append("Vary", "Accept-Encoding");
        headers.delete("Content-Length");
        response = new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
      }
      if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      await sendResponse(res, response);
    } catch (error) {
      logger.error("request failed", { path: pathname, error: error instanceof Error ? error.stack : String(error) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Internal server error");
      } else res.destroy();
    }
  };

  const server = createServer(guardListener(listener, logger));
  guardConnections(server, logger);
  server.keepAliveTimeout = 5_000;

  return {
    server,
    forms,
    async shutdown(timeoutMs = env.SHUTDOWN_TIMEOUT * 1000) {
      if (shuttingDown) return;
      shuttingDown = true;
      // Done a little before the timeout, as exiting takes a moment and whoever stops us may
      // kill at that very time. Requests and mail sends under way get most of it, the rest is
      // for closing the database; server/main.ts exits at the timeout whatever happens here
      // (docs/decisions/0005-forms-pipeline.md, "Stopping").
      const budgetMs = timeoutMs - Math.min(250, timeoutMs / 10);
      const deadline = performance.now() + budgetMs;
      const graceMs = budgetMs - Math.min(1_000, budgetMs / 5);
      logger.info("shutting down", { inFlight: inFlight.size });
      // Claim no more mail or webhooks from now on; sends under way finish and are recorded.
      // The editor's preview server and a preview build under way stop with the site.
      const outboxStopped = Promise.all([forms.outbox.stop(graceMs), forms.webhooks.stop(graceMs), editor.stop()]);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn("shutdown timeout: closing remaining connections", { inFlight: inFlight.size });
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(timer);
      await outboxStopped;
      await forms.close(Math.max(0, deadline - performance.now()));
      logger.info("stopped");
    },
  };
}
