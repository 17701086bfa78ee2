import type { Lang } from "./i18n";

/**
 * Units of each language: the spec's 'KB', 'MB' (spec 3) in English, Dutch and German;
 * French writes octets ('2,4 Mo'), with a narrow no-break space before the unit, as
 * Intl's fr unit format does.
 */
const units: Record<Lang, { decimal: string; space: string; names: readonly [string, string, string, string] }> = {
  en: { decimal: ".", space: " ", names: ["B", "KB", "MB", "GB"] },
  nl: { decimal: ",", space: " ", names: ["B", "KB", "MB", "GB"] },
  de: { decimal: ",", space: " ", names: ["B", "KB", "MB", "GB"] },
  fr: { decimal: ",", space: "\u202f", names: ["o", "Ko", "Mo", "Go"] },
};

/**
 * Sizes and types of served files, shown the way the spec writes them ('4.2 MB', spec 3),
 * in the page's language's number format ('4,2 MB' in Dutch and German, '4,2 Mo' in
 * French). Binary units (1 KB = 1024 bytes), as file managers show them.
 */
export function formatFileSize(bytes: number, lang: Lang = "en"): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a file size: ${bytes}`);
  const { decimal, space, names } = units[lang];
  if (bytes < 1024) return `${bytes}${space}${names[0]}`;
  let value = bytes / 1024;
  let unit = 1;
  while (value >= 1024 && unit < names.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 10 ('4.2 MB'), whole numbers above ('86 KB'); never '1024 KB'.
  let rounded = value < 10 ? Number(value.toFixed(1)) : Math.round(value);
  if (rounded === 1024 && unit < names.length - 1) {
    rounded = 1;
    unit += 1;
  }
  // Below 1024 of a unit, so no thousands separator ('1023 KB', as file managers write it).
  return `${String(rounded).replace(".", decimal)}${space}${names[unit]}`;
}

/** The download types of spec 3, from the file's extension. */
const fileTypes = { pdf: "PDF", zip: "ZIP", mp4: "MP4" } as const;
export type FileType = (typeof fileTypes)[keyof typeof fileTypes];

export function fileTypeOf(path: string): FileType {
  const ext = path.split(/[?#]/)[0]!.split(".").pop()?.toLowerCase() ?? "";
  const type = (fileTypes as Record<string, FileType>)[ext];
  if (!type) throw new Error(`${path}: downloads must be .pdf, .zip or .mp4`);
  return type;
}
