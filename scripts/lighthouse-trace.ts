/** Readings of a Lighthouse trace that Lighthouse itself does not report (scripts/audit.ts). */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

/**
 * How much longer the page's main thread was busy than it ran on the CPU: the wall time of
 * its tasks over their thread time, in one run's trace. The main thread is the one that
 * painted the first content; tasks without a thread time are left out (1 if none has one).
 */
export function mainThreadStretch(events: TraceEvent[]): number {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== paint?.pid || e.tid !== paint.tid || e.tdur === undefined) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur;
  }
  return cpu > 0 ? Math.round((wall / cpu) * 100) / 100 : 1;
}
