import type { IncomingMessage } from "node:http";
import { maxBodyKb } from "~/lib/forms/fields";

/**
 * Reads a request body up to a byte cap, counting while it streams (PRODUCT.md 9): an
 * oversized body is refused after `maxBytes`, whatever Content-Length claims, so a huge
 * or endless upload costs no more than the cap.
 */
export const maxBodyBytes = maxBodyKb * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

export async function readBodyText(request: Request, maxBytes = maxBodyBytes): Promise<BodyResult> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: true, text: "" };
  // With Content-Length the HTTP parser delivers exactly that many bytes, so a body within
  // the cap can be read whole; without it (chunked) it is counted while it streams.
  if (length !== null && Number.isInteger(declared)) {
    try {
      return decode(new Uint8Array(await request.arrayBuffer()));
    } catch {
      return unreadable;
    }
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch {
    return unreadable;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decode(bytes);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decode(bytes: Uint8Array): BodyResult {
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid UTF-8." };
  }
}

const unreadable: BodyResult = { ok: false, status: 400, error: "The request body could not be read." };

function tooLarge(maxBytes: number): BodyResult {
  return { ok: false, status: 413, error: `The form is too large to send (limit ${Math.round(maxBytes / 1024)} KB).` };
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The same cap on a Node request stream (the production server's fast path). */
export function readNodeBody(req: IncomingMessage, maxBytes = maxBodyBytes): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > maxBytes) return Promise.resolve(tooLarge(maxBytes));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (result: BodyResult) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        req.pause();
        done(tooLarge(maxBytes));
      } else chunks.push(chunk);
    };
    const onEnd = () => done(decode(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    const onError = () => done(unreadable);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
