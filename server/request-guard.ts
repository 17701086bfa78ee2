import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { Logger } from "~/server/logger.server";
import { allowedMethods } from "./methods";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";

/**
 * Every request path ends in an answer (STYLE.md 15, docs/decisions/0012-every-request-
 * answered.md). A throw or rejection anywhere in the listener becomes a 500 (or a destroyed
 * socket once the head is out) and one log line, never an unhandled rejection that ends the
 * process for every visitor. Stream 'error' events on the request, the response and sockets
 * handed over for CONNECT are listened to for the same reason: unheard, Node throws them.
 */
export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Sockets with an answer under way; a parse error on them cannot write an answer of its own. */
const answering = new WeakSet<Duplex>();

export function guardListener(listener: Listener, logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    req.on("error", (error) => logger.debug("request stream error", { path: req.url, error: String(error) }));
    res.on("error", (error) => logger.debug("response stream error", { path: req.url, error: String(error) }));
    watchHead(req, res);
    let done: Promise<void>;
    try {
      done = Promise.resolve(listener(req, res));
    } catch (error) {
      done = Promise.reject(error);
    }
    done.catch((error: unknown) => fail(req, res, error, logger));
  };
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown, logger: Logger): void {
  logger.error("request failed", { method: req.method, path: req.url, error: error instanceof Error ? error.stack : String(error) });
  try {
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    // Whatever the listener had set belonged to the answer that failed.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [k, v] of Object.entries(baseSecurityHeaders(false))) res.setHeader(k, v);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([], false));
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.statusCode = 500;
    res.end("Internal server error");
  } catch {
    res.destroy();
  }
}

/**
 * An answer given before the request body was read (a refused upload, a 405, a static
 * file requested with a body) closes the connection: Node would otherwise drain the body
 * to keep the connection alive, which for an endless upload is forever, and the client
 * would wait for it. Every answer's head goes through writeHead (end() and write() call
 * it too), so this is the one place that sees them all.
 */
function watchHead(req: IncomingMessage, res: ServerResponse): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!this.headersSent && bodyUnread(req)) this.setHeader("Connection", "close");
    answering.add(req.socket);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  res.on("close", () => answering.delete(req.socket));
}

function bodyUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** A raw answer for a connection Node has no response object for; the connection closes. */
function rawAnswer(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  const lines = Object.entries({ ...headers, Connection: "close", "Content-Length": "0" }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`, () => socket.destroy());
}

/**
 * Malformed HTTP (bad request line, header or framing, a header block over Node's limit)
 * is answered 400 (431, 408) and the connection closed, as Node does by default, with a
 * debug line; a connection that is already answering something is closed instead, so no
 * answer is written into the middle of another. CONNECT (this is not a proxy) gets 405:
 * Node would drop the connection without a word.
 */
export function guardConnections(server: Server, logger: Logger): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    logger.debug("malformed request", { code: error.code, error: error.message });
    if (error.code === "ECONNRESET" || !socket.writable || answering.has(socket)) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    rawAnswer(socket, status);
  });
  server.on("connect", (req: IncomingMessage, socket: Socket) => {
    socket.on("error", (error) => logger.debug("connect socket error", { error: String(error) }));
    rawAnswer(socket, 405, { Allow: allowedMethods });
  });
}
