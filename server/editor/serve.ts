import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { stringify } from "yaml";
import type { Env } from "~/server/env.server";
import type { Logger } from "~/server/logger.server";
import { languages } from "~/lib/i18n";
import { editorConfig, filesCollections, folderCollections, requiredTranslations, type EditorBackend } from "./config";
import { editorScript } from "./editor-script";
import { draftBranch, Previews } from "./preview";
import { previewPage, previewTarget } from "./preview-page";

/**
 * The staff editor at /admin (docs/decisions/0025-editor.md): Decap CMS's prebuilt bundle,
 * its page and its configuration, answered only when the operator turns it on
 * (`CMS_ENABLED`; docs/deploy.md, "The editor"). It is its own page with its own
 * Content-Security-Policy: no public page links to it or loads any of it, and the bundle is
 * read from the installed package, never copied into the public folder.
 */

/** Decap's prebuilt bundle (React included) and its chunks, loaded relative to the bundle's address. */
const distDir = path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));

/** The editor's page: Decap's bundle, then the site's additions and what they need (./editor-script.ts). */
const editorPage = (previews: boolean) => `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Website bewerken</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script type="application/json" id="site-editor">${JSON.stringify(siteEditor(previews)).replace(/</g, "\\u003c")}</script>
<script src="/admin/site.js"></script>
</body>
</html>
`;

/**
 * What the site's script in the editor needs: the languages besides English, each
 * translated collection's and named file's required texts, and the preview pane's templates
 * (Decap names a folder collection's by the collection, a named file's by the file; one
 * template serves both where the names meet, "news").
 */
const siteEditor = (previews: boolean) => ({
  locales: languages.filter((l) => l !== "en"),
  defaultLocale: "en",
  languageNames: { nl: "Nederlands", de: "Duits", fr: "Frans" },
  required: requiredTranslations(),
  previews: previews
    ? { templates: [...new Set([...folderCollections.map((c) => c.name), ...filesCollections.flatMap((c) => c.files.map((f) => f.name))])] }
    : null,
});

/** Where the editor saves, from the server's settings (docs/deploy.md, "The editor"). */
function editorBackend(env: Env): EditorBackend {
  const branch = env.CMS_BRANCH;
  const repo = env.CMS_REPO ?? "";
  switch (env.CMS_BACKEND) {
    case "github":
      return {
        name: "github",
        repo,
        branch,
        ...(env.CMS_BASE_URL ? { base_url: env.CMS_BASE_URL } : {}),
        ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
      };
    case "gitlab":
      return {
        name: "gitlab",
        repo,
        branch,
        auth_type: "pkce",
        app_id: env.CMS_APP_ID ?? "",
        ...(env.CMS_API_ROOT ? { api_root: env.CMS_API_ROOT } : {}),
        ...(env.CMS_BASE_URL ? { base_url: env.CMS_BASE_URL } : {}),
      };
    case "forgejo":
      return {
        name: "forgejo",
        repo,
        branch,
        app_id: env.CMS_APP_ID ?? "",
        api_root: env.CMS_API_ROOT ?? "",
        base_url: env.CMS_BASE_URL ?? "",
      };
    default:
      return { name: "proxy", proxy_url: env.CMS_PROXY_URL, branch };
  }
}

/** The origins the editor's page talks to: its own and the backend's API and login. */
function backendOrigins(backend: EditorBackend): string[] {
  const urls =
    backend.name === "proxy"
      ? [backend.proxy_url]
      : backend.name === "github"
        ? ["https://api.github.com", backend.base_url]
        : [backend.api_root ?? "https://gitlab.com/api/v4", backend.base_url];
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin))];
}

/**
 * The editor's own policy. Decap's bundle checks its configuration with ajv, which compiles
 * its validators with `new Function` ('unsafe-eval': this page only, never a public one),
 * styles itself at run time (emotion: inline styles), shows uploads as blob: and data:
 * images, and previews in a same-origin frame; it talks to its backend only. No
 * third-party script, no inline script.
 */
function editorContentSecurityPolicy(backend: EditorBackend, frameAncestors = "'none'"): string {
  // blob: and data: are the entry's uploads, read back before they are saved.
  const connect = ["'self'", "blob:", "data:", ...backendOrigins(backend)].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

export interface EditorHandler {
  /** Answers /admin and what its page loads; false for any other path (and for every path when the editor is off). */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string, search: string): boolean;
  /** Stops the preview server and a preview build in progress. */
  stop(): Promise<void>;
}

/**
 * The editor when the operator turned it on (then /admin is a page like any unknown one, a
 * 404), with previews of its drafts when CMS_PREVIEW_REPOSITORY names their repository.
 */
export function createEditorHandler(env: Env, log: Logger): EditorHandler {
  if (!env.CMS_ENABLED) return { handle: () => false, stop: async () => {} };
  const backend = editorBackend(env);
  const csp = editorContentSecurityPolicy(backend);
  // The preview pane's page is framed by the editor's own.
  const previewCsp = editorContentSecurityPolicy(backend, "'self'");
  const config = stringify(editorConfig(backend, env.SITE_URL));
  const previews = env.CMS_PREVIEW_REPOSITORY
    ? new Previews({
        repository: env.CMS_PREVIEW_REPOSITORY,
        workDir: path.join(env.dataDir, "previews"),
        nodeModules: path.join(path.dirname(env.buildDir), "node_modules"),
        port: env.CMS_PREVIEW_PORT,
        url: env.CMS_PREVIEW_URL ?? `http://127.0.0.1:${env.CMS_PREVIEW_PORT}`,
        log,
      })
    : undefined;
  const page = editorPage(Boolean(previews));

  const handle = (req: IncomingMessage, res: ServerResponse, pathname: string, search: string): boolean => {
    if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return false;
    const post = req.method === "POST";
    if (req.method !== "GET" && req.method !== "HEAD" && !(post && pathname === "/admin/preview" && previews)) return false;
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-store");
    const send = (status: number, type: string, body: string | Buffer) => {
      res.statusCode = status;
      res.setHeader("Content-Type", type);
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if (pathname === "/admin") return (send(200, "text/html; charset=utf-8", page), true);
    if (pathname === "/admin/config.yml") return (send(200, "text/yaml; charset=utf-8", config), true);
    if (pathname === "/admin/site.js") return (send(200, types[".js"]!, editorScript), true);
    if (previews && pathname === "/admin/preview") {
      res.setHeader("Content-Security-Policy", previewCsp);
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      const query = new URLSearchParams(search);
      const target = previewTarget(query.get("collection") ?? "", query.get("entry") ?? "", query.get("locale") ?? "");
      if (!target) {
        // A new entry has no name until it is saved; anything else is not an entry of the editor.
        const unsaved = query.get("entry") === "" && query.has("collection");
        send(unsaved ? 200 : 404, "text/html; charset=utf-8", unsaved ? previewPage(undefined, { state: "absent" }, "") : "Not found");
        return true;
      }
      const branch = draftBranch(target.collection, target.entry);
      previews.status(branch, { build: post }).then(
        (status) => {
          if (post) {
            // Asked once; the page it returns to only reads.
            res.statusCode = 303;
            res.setHeader("Location", `/admin/preview${search}`);
            res.end();
            return;
          }
          send(200, "text/html; charset=utf-8", previewPage(target, status, `/admin/preview${search}`));
        },
        (error: unknown) => {
          log.error("preview status failed", { branch, error: error instanceof Error ? error.message : String(error) });
          send(502, "text/plain; charset=utf-8", "De voorvertoning is nu niet beschikbaar: de opslagplaats antwoordt niet.");
        },
      );
      return true;
    }
    const name = pathname.slice("/admin/".length);
    const type = types[path.extname(name)];
    // Only the bundle's own files, by a plain name: no path can leave its folder.
    if (!type || !/^[\w.-]+$/.test(name) || name.startsWith(".")) return (send(404, "text/plain; charset=utf-8", "Not found"), true);
    const file = path.join(distDir, name);
    try {
      if (!statSync(file).isFile()) throw new Error("not a file");
    } catch {
      return (send(404, "text/plain; charset=utf-8", "Not found"), true);
    }
    res.setHeader("Cache-Control", "public, max-age=3600");
    send(200, type, readFileSync(file));
    return true;
  };
  return { handle, stop: async () => previews?.stop() };
}
