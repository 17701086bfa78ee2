import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { site } from "~/content/company.server";
import { NonceProvider } from "~/lib/nonce";
import { SiteNameProvider } from "~/lib/site-name";
import { loggerContext, nonceContext } from "~/server/request-context.server";

export const streamTimeout = 5_000;

/** For the production server, which hands each request its services through these (server/app-server.ts). */
export { requestContext } from "~/server/request-context.server";

/**
 * Renders the whole document before answering: the pages have no deferred data, so waiting
 * for all of the HTML costs nothing over streaming the shell, and a prerendered page is
 * whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Server-rendered pages carry the request's nonce; prerendered ones have none and are
  // allowed by script hashes instead (server/static-files.ts).
  const nonce = loadContext.get(nonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteNameProvider value={site.name}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteNameProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole document is sent at once, so every Suspense boundary goes in its place:
        // no hidden copies moved by inline scripts (which could not reach into <noscript>).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              callback();
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks).toString("utf8");
              resolve(
                new Response(html, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.get(loggerContext).error("render failed", { error: String(error) });
        },
      },
    );
  });
}
