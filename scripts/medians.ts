/**
 * How the audit and the navigation benchmark sum up repeated runs: the median (the middle
 * run; of an even count, the later of the two middle ones) and the spread, "min–max".
 */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const spread = (xs: readonly number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;

/** A median with its spread, as the reports print it: "125 (57–337)". */
export const withSpread = (xs: readonly number[]) => `${median(xs)} (${spread(xs)})`;
