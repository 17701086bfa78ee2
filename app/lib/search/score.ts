import type { SearchEntry, SearchResult } from "./types";

/** At most this many results (spec 9). */
const maxResults = 8;

/**
 * The words of a query (PRODUCT.md 13): trimmed, lower-cased, split on runs of white
 * space. Empty or white-space-only gives none (spec 5).
 */
export function queryWords(query: string): string[] {
  const normalized = query.trim().toLowerCase();
  return normalized ? normalized.split(/\s+/) : [];
}

/** Non-overlapping occurrences of `word` in `text` (PRODUCT.md 13). */
export function countOccurrences(text: string, word: string): number {
  if (!word) return 0;
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

interface LowerCased {
  title: string;
  description: string;
  keywords: string[];
  /** Title, description and keywords joined by single spaces. */
  text: string;
}

// Index entries are fixed data, so their lower-cased text is worked out once per entry
// rather than on every keystroke.
const lowerCased = new WeakMap<SearchEntry, LowerCased>();

function lower(entry: SearchEntry): LowerCased {
  let cached = lowerCased.get(entry);
  if (!cached) {
    const title = entry.title.toLowerCase();
    const description = entry.description.toLowerCase();
    const keywords = entry.keywords.map((k) => k.toLowerCase());
    cached = { title, description, keywords, text: [title, description, ...keywords].join(" ") };
    lowerCased.set(entry, cached);
  }
  return cached;
}

function scoreWords(entry: SearchEntry, whole: string, words: readonly string[]): number {
  const { title, description, keywords, text } = lower(entry);
  let score = title.includes(whole) ? 100 : 0;
  for (const word of words) {
    if (title.includes(word)) score += 50;
    if (description.includes(word)) score += 30;
    if (keywords.some((k) => k.includes(word))) score += 20;
    score += 10 * countOccurrences(text, word);
  }
  return score;
}

/**
 * Score of one entry (spec 9, details PRODUCT.md 13): +100 when the whole query (trimmed,
 * lower-cased) is in the title; per word +50 title hit, +30 description hit, +20 when any
 * keyword contains it (once per word), and +10 per non-overlapping occurrence in the
 * lower-cased title, description and keywords joined by single spaces. A word that is
 * repeated in the query counts each time, as the split gives it.
 */
export function scoreEntry(entry: SearchEntry, query: string): number {
  const words = queryWords(query);
  return words.length ? scoreWords(entry, query.trim().toLowerCase(), words) : 0;
}

/**
 * The ranked results for a query: scores of 0 or less dropped, highest first, equal
 * scores in index order (the sort is stable), at most `limit`.
 */
export function search(index: readonly SearchEntry[], query: string, limit = maxResults): SearchResult[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const whole = query.trim().toLowerCase();
  const scored: SearchResult[] = [];
  for (const entry of index) {
    const score = scoreWords(entry, whole, words);
    if (score > 0) {
      scored.push({ id: entry.id, url: entry.url, title: entry.title, description: entry.description, type: entry.type, score });
    }
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}
