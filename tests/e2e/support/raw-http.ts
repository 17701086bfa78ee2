import { connect } from "node:net";

/**
 * HTTP/1.1 over a bare TCP socket, for requests fetch refuses to send (control characters in
 * the path, unknown methods, duplicate or malformed headers, bodies the framing disowns) and
 * for watching what the server does with the connection afterwards.
 */
export interface RawAnswer {
  /** Status of the final (non-1xx) answer; undefined when the server sent none. */
  status?: number;
  /** Header fields of that answer, names lower-cased, every value kept. */
  headers: Record<string, string[]>;
  /** Everything the server sent, interim answers included. */
  raw: Buffer;
  /** The server closed the connection (FIN), reset it, or it was still open when we gave up. */
  ended: "closed" | "reset" | "open";
}

export interface RawOptions {
  /** Upper bound on waiting for the server to close; reached, the answer says "open". */
  timeoutMs?: number;
  /** Stop as soon as one complete answer is in, leaving the connection open (ended: "open"). */
  untilAnswer?: boolean;
}

/** Sends `request` as is and collects what comes back until the server closes the connection. */
export function rawRequest(port: number, request: Buffer | string, options: RawOptions = {}): Promise<RawAnswer> {
  const { timeoutMs = 10_000, untilAnswer = false } = options;
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (ended: RawAnswer["ended"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const { status, headers } = parseAnswer(raw);
      resolve({ ...(status === undefined ? {} : { status }), headers, raw, ended });
    };
    const timer = setTimeout(() => finish("open"), timeoutMs);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (untilAnswer && answerComplete(Buffer.concat(chunks))) finish("open");
    });
    socket.on("end", () => finish("closed"));
    // Writing into a connection the server already closed ends in EPIPE or ECONNRESET.
    socket.on("error", () => finish("reset"));
    socket.on("close", () => finish("closed"));
  });
}

function parseAnswer(bytes: Buffer): Omit<RawAnswer, "raw" | "ended"> & { bodyStart?: number } {
  const text = bytes.toString("latin1");
  let offset = 0;
  for (;;) {
    const end = text.indexOf("\r\n\r\n", offset);
    if (end === -1) return { headers: {} };
    const [statusLine, ...lines] = text.slice(offset, end).split("\r\n");
    const match = /^HTTP\/1\.[01] (\d{3})( |$)/.exec(statusLine ?? "");
    if (!match) return { headers: {} };
    const status = Number(match[1]);
    offset = end + 4;
    // 100 Continue and other interim answers precede the real one.
    if (status < 200) continue;
    const headers: Record<string, string[]> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
    }
    return { status, headers, bodyStart: offset };
  }
}

/** One complete answer is in: its head, and the body its Content-Length announces (or none). */
function answerComplete(bytes: Buffer): boolean {
  const { bodyStart, headers } = parseAnswer(bytes);
  if (bodyStart === undefined) return false;
  return bytes.length - bodyStart >= Number(headers["content-length"]?.[0] ?? 0);
}
