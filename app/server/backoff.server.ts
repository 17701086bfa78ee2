/**
 * Exponential backoff with "equal jitter": the delay before retry `attempt` (1 for the first
 * retry) doubles from `baseMs` up to `maxMs`, half of it fixed and half random, so the
 * retries of many jobs, or of several processes, spread out instead of arriving together.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
