/** Dutch (nl) translation of ./search.ts: what Dutch and Flemish visitors type. */
export const newsSearchKeywords: readonly string[] = ["nieuws", "artikel"];
