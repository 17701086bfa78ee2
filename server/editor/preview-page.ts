import { languages, prefixPath, type Lang } from "~/lib/i18n";
import { filesCollections, folderCollections } from "./config";
import type { PreviewState } from "./preview";

/**
 * The editor's preview pane (docs/decisions/0029-editor-preview.md): which page of the site
 * an entry is on, and the page the pane frames — the draft's build, its progress, its
 * refusal, or the link to the page as the site renders it, in the language being edited.
 */

/** The page an entry of a folder collection shows on. */
const folderPages: Record<string, (entry: string) => string> = {
  brands: (entry) => `/brands/${entry}`,
  news: (entry) => `/news/${entry}`,
  // Every dealer is on the map and in the list of the home page.
  dealers: () => "/",
  downloads: () => "/downloads",
  "download-categories": () => "/downloads",
  manuals: () => "/manuals",
};

/** The page a named file shows on, by its name ("about", "warranty"). */
const filePages: Record<string, string> = {
  details: "/contact",
  embeds: "/contact",
  texts: "/contact",
  home: "/",
  about: "/about",
  contact: "/contact",
  "become-dealer": "/become-dealer",
  "request-access": "/request-access",
  "service-request": "/service-request",
  news: "/news",
  metadata: "/",
  search: "/search",
  sitemap: "/sitemap",
  "downloads-page": "/downloads",
  "manuals-page": "/manuals",
  "media-labels": "/brands/norcool",
  warranty: "/warranty",
  privacy: "/privacy",
  terms: "/general-terms-conditions",
  cookies: "/cookies",
  returns: "/return-policy",
  shipping: "/shipping",
  labels: "/privacy",
};

const isLang = (value: string): value is Lang => (languages as readonly string[]).includes(value);

export interface PreviewTarget {
  collection: string;
  entry: string;
  /** The language being edited: the left pane's. */
  lang: Lang;
  /** The page, without a language prefix. */
  path: string;
}

/**
 * The page of an entry in the language the left pane edits (`lang`; a file for every
 * language is shown in the one Decap hands its template, English), or undefined for a
 * collection, entry or language the editor does not have (the request's words are never
 * trusted beyond these tables).
 */
export function previewTarget(collection: string, entry: string, lang: string): PreviewTarget | undefined {
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/.test(entry) || !isLang(lang)) return undefined;
  const folder = folderPages[collection];
  if (folder && folderCollections.some((c) => c.name === collection)) return { collection, entry, lang, path: folder(entry) };
  const files = filesCollections.find((c) => c.name === collection);
  const page = files?.files.some((f) => f.name === entry) ? filePages[entry] : undefined;
  return page ? { collection, entry, lang, path: page } : undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const languageNames: Record<Lang, string> = { en: "Engels", nl: "Nederlands", de: "Duits", fr: "Frans" };

const time = (date: Date) => date.toLocaleTimeString("nl-NL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" });

/** The preview pane's page for one entry, in Dutch like the editor. */
export function previewPage(target: PreviewTarget | undefined, status: PreviewState, action: string): string {
  const build = (label: string) => `<form method="post" action="${escape(action)}"><button type="submit">${label}</button></form>`;
  const short = "commit" in status ? status.commit.slice(0, 7) : "";
  let body: string;
  let refresh = false;
  switch (status.state) {
    case "absent":
      body = `<p>Geen openstaand concept. Sla een wijziging op; hier bouwt u dan de voorvertoning, de pagina zoals de site hem zal tonen.</p>`;
      break;
    case "unbuilt":
      body = `<p>Concept ${short} is opgeslagen. Bouw de voorvertoning om de pagina te zien zoals de site hem zal tonen (een paar minuten).</p>${build("Voorvertoning bouwen")}`;
      break;
    case "queued":
    case "building":
      refresh = true;
      body = `<p role="status">Voorvertoning van concept ${short} wordt gebouwd${
        status.state === "building" && status.step === "build" ? ": de inhoud is goedgekeurd, de pagina's worden gemaakt" : ""
      }… Dit venster ververst vanzelf.</p>`;
      break;
    case "failed":
      body = `<p role="alert"><strong>De site weigert concept ${short}.</strong> Zo kan het niet gepubliceerd worden; verbeter het en sla het opnieuw op:</p><pre>${escape(status.reason)}</pre>${build("Opnieuw proberen")}`;
      break;
    case "ready": {
      if (!target) throw new Error("a preview needs its page");
      refresh = !status.served;
      const url = (lang: Lang) => new URL(prefixPath(target.path, lang), status.url).href;
      const others = languages
        .filter((lang) => lang !== target.lang)
        .map((lang) => `<a href="${escape(url(lang))}" target="_blank" rel="noopener">${languageNames[lang]}</a>`)
        .join(" · ");
      body = status.served
        ? `<p>Voorvertoning van concept ${short}, gebouwd om ${time(status.builtAt)}.</p>
<p><a class="open" href="${escape(url(target.lang))}" target="_blank" rel="noopener" data-preview-link="">Open de pagina (${languageNames[target.lang]})</a></p>
<p>In een andere taal: ${others}</p>
<p>Later opgeslagen? Ververs dit venster om de nieuwste versie te bouwen.</p>`
        : `<p role="status">Voorvertoning van concept ${short} wordt gestart…</p>`;
      break;
    }
  }
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
${refresh ? '<meta http-equiv="refresh" content="3">' : ""}
<title>Voorvertoning</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 16px; color: #1d2b36; }
a.open, button { display: inline-block; padding: 8px 14px; border-radius: 6px; background: #3a69c7; color: #fff; border: 0; font: inherit; text-decoration: none; cursor: pointer; }
h1 { font-size: 17px; }
pre { white-space: pre-wrap; background: #fbeaea; padding: 12px; border-radius: 6px; }
</style>
</head>
<body>
<h1>Voorvertoning${target ? `: ${escape(prefixPath(target.path, target.lang))}` : ""}</h1>
${body}
</body>
</html>
`;
}
