/**
 * How fast submissions are coming in, so the outbox can give way to them
 * (docs/decisions/0005-forms-pipeline.md, Bursts: accepting a lead matters more than
 * mailing it a second sooner). While more than `perSecond` arrive, the worker sends one
 * message at a time with a pause (about ten a second), leaving the event loop to the
 * visitors; the backlog drains once the burst is over.
 */
export interface IntakeMeter {
  /** One submission was accepted. */
  count(): void;
  /** Whether this or the previous second saw more than `perSecond`. */
  busy(): boolean;
}

export function createIntakeMeter(now: () => number, perSecond = 50): IntakeMeter {
  let second = 0;
  let thisSecond = 0;
  let lastSecond = 0;
  return {
    count() {
      const t = Math.floor(now() / 1000);
      if (t !== second) {
        lastSecond = t === second + 1 ? thisSecond : 0;
        thisSecond = 0;
        second = t;
      }
      thisSecond++;
    },
    busy() {
      const t = Math.floor(now() / 1000);
      if (t === second) return Math.max(thisSecond, lastSecond) > perSecond;
      return t === second + 1 && thisSecond > perSecond;
    },
  };
}
