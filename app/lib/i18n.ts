/**
 * The site's languages (PRODUCT.md 19). English keeps the spec's addresses; every other
 * language lives under its prefix with the same path after it ("/nl/brands/norcool"). The
 * language of a page comes from its address alone: no cookie, no server-wide setting, so
 * concurrent requests in different languages cannot leak into each other.
 */
export const languages = ["en", "nl", "de", "fr"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";
/** The languages with a path prefix. */
export const prefixedLanguages = languages.filter((l) => l !== defaultLang);

/** Each language named in itself, for the language switcher. */
export const languageNames: Record<Lang, string> = { en: "English", nl: "Nederlands", de: "Deutsch", fr: "Français" };

/** Open Graph locale of each language's pages, for its market (fr: Belgium and Luxembourg). */
export const ogLocales: Record<Lang, string> = { en: "en_GB", nl: "nl_NL", de: "de_DE", fr: "fr_BE" };

export function isLang(value: string | undefined): value is Lang {
  return (languages as readonly string[]).includes(value ?? "");
}

/** "/nl/about" → "nl"; "/about", "/nlx" → "en". */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return first !== defaultLang && isLang(first) ? first : defaultLang;
}

/** The path without its language prefix: "/nl/about" → "/about", "/nl" → "/". */
export function stripLang(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === defaultLang) return pathname;
  return pathname.slice(lang.length + 1) || "/";
}

/**
 * A site path in a language: "/about" → "/nl/about", "/" → "/nl", "/search?q=x" →
 * "/nl/search?q=x". Paths already in a language are moved to this one; addresses off the
 * site, anchors and files (a path with an extension) stay as they are.
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "/", rest = ""] = splitPath(path);
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/api/")) return path;
  const bare = stripLang(pathname);
  return prefixPath(bare, lang) + rest;
}

/** A path under a language's prefix, whatever it names: "/search-index.json" → "/nl/search-index.json". */
export function prefixPath(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  return `/${lang}${path === "/" ? "" : path}`;
}

function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** The same page in every language: [lang, path] pairs, English first. */
export function alternatePaths(pathname: string): [Lang, string][] {
  return languages.map((lang) => [lang, localizePath(pathname, lang)]);
}

/** The language of a request's address. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
