/**
 * Sizes and types of served files, shown the way the spec writes them ('4.2 MB', spec 3).
 * Binary units (1 KB = 1024 bytes), as file managers show them.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a file size: ${bytes}`);
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 10 ('4.2 MB'), whole numbers above ('86 KB'); never '1024 KB'.
  let text = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
  if (text === "1024" && unit < units.length - 1) {
    text = "1";
    unit += 1;
  }
  return `${text} ${units[unit]}`;
}

/** The download types of spec 3, from the file's extension. */
export const fileTypes = { pdf: "PDF", zip: "ZIP", mp4: "MP4" } as const;
export type FileType = (typeof fileTypes)[keyof typeof fileTypes];

export function fileTypeOf(path: string): FileType {
  const ext = path.split(/[?#]/)[0]!.split(".").pop()?.toLowerCase() ?? "";
  const type = (fileTypes as Record<string, FileType>)[ext];
  if (!type) throw new Error(`${path}: downloads must be .pdf, .zip or .mp4`);
  return type;
}
