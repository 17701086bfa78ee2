/** German (de) translation of ./search.ts: what German-speaking visitors type. */
export const newsSearchKeywords: readonly string[] = ["news", "artikel"];
