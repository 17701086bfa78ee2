import type { Logger } from "./logger.server";
import { asText } from "~/lib/text";

/**
 * A logger for failures that repeat: the first of a kind is logged at once, repeats within
 * `intervalMs` are counted, and the next line after the interval carries how many were left
 * out (`suppressed`). A failure's kind is its level, message and `error` field, so a database
 * that stays full writes a line a minute, not one per retry, while a new error still shows at
 * once (docs/decisions/0005-forms-pipeline.md, "A full disk").
 */
export function throttledLogger(logger: Logger, options: { intervalMs?: number; now?: () => number } = {}): Logger {
  const intervalMs = options.intervalMs ?? 60_000;
  const now = options.now ?? Date.now;
  const seen = new Map<string, { at: number; suppressed: number }>();

  const at = (level: keyof Logger) => (msg: string, fields?: Record<string, unknown>) => {
    const t = now();
    const key = `${level}\u0000${msg}\u0000${asText(fields?.error)}`;
    const entry = seen.get(key);
    if (entry && t - entry.at < intervalMs) {
      entry.suppressed++;
      return;
    }
    if (seen.size >= 100) {
      // Kinds not seen for an interval start afresh; this keeps the map small.
      for (const [k, e] of seen) if (t - e.at >= intervalMs) seen.delete(k);
    }
    seen.set(key, { at: t, suppressed: 0 });
    logger[level](msg, entry?.suppressed ? { ...fields, suppressed: entry.suppressed } : fields);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
