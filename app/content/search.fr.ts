/** French (fr) translation of ./search.ts: what French-speaking visitors type. */
export const newsSearchKeywords: readonly string[] = ["actualités", "article"];
