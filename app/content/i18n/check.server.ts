import { languages, type Lang } from "../../lib/i18n";

/**
 * The build's translation check (PRODUCT.md 19): every text English has, each other
 * language has too, in the same shape. Lists every gap as "language: file: key", e.g.
 * "nl: app/content/brands.nl.ts: brandTexts.nimo.tagline is missing". `file` is the English
 * module without its extension, whose translations sit beside it (`brands.nl.ts`), or a
 * folder of one module per language, ending in "/" ("app/content/interface/" → `nl.ts`).
 * A file that holds every language names each language's part itself: `file` is then a
 * function, and the gap reads "content/home/home.yml (Dutch): hero.title is missing".
 */
export function translationGaps(file: string | ((lang: Lang) => string), texts: Record<Lang, unknown>, ext = ".ts"): string[] {
  const gaps: string[] = [];
  for (const lang of languages) {
    if (lang === "en") continue;
    compare(texts.en, texts[lang], "", (key, problem) =>
      gaps.push(
        typeof file === "function"
          ? `${file(lang)}: ${key || "(whole section)"} ${problem}`
          : `${lang}: ${file}${file.endsWith("/") ? "" : "."}${lang}${ext}: ${key || "(whole module)"} ${problem}`,
      ),
    );
  }
  return gaps;
}

function compare(en: unknown, other: unknown, key: string, report: (key: string, problem: string) => void): void {
  if (typeof en === "string") {
    if (typeof other !== "string") report(key, "is missing");
    else if (en.trim() !== "" && other.trim() === "") report(key, "is empty");
    else if (placeholders(en) !== placeholders(other))
      report(key, `has placeholders ${placeholders(other) || "none"}, English has ${placeholders(en)}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return report(key, "is missing");
    if (other.length !== en.length) report(key, `has ${other.length} items, English has ${en.length}`);
    en.forEach((item, i) => compare(item, other[i], `${key}[${i}]`, report));
    return;
  }
  if (en && typeof en === "object") {
    if (!other || typeof other !== "object") return report(key, "is missing");
    for (const [k, value] of Object.entries(en)) compare(value, (other as Record<string, unknown>)[k], key ? `${key}.${k}` : k, report);
    return;
  }
  if (en !== undefined && other === undefined) report(key, "is missing");
}

/** The `{name}` placeholders of a text, sorted, as one string. */
function placeholders(text: string): string {
  return [...new Set(text.match(/\{[a-zA-Z]+\}/g) ?? [])].sort().join(" ");
}
