import type { ClaimedJob, JobClaims } from "./outbox-claims.server";

/**
 * How an outbox works through the jobs it claimed (docs/decisions/0005-forms-pipeline.md,
 * "Outbox" and "Bursts"), the mail's and the webhooks' alike: up to `concurrency` at once,
 * one at a time with a pause while `busy` (a burst of submissions comes in, and the event
 * loop stays with the visitors; for the webhooks also while the mail has a backlog: the
 * mail is the safety net), none started once it is stopping. What was claimed but not started
 * is handed back, claimable by any worker at once; a job whose submission was erased while
 * it was claimed is deleted.
 */
export async function runLanes<R>(
  jobs: readonly ClaimedJob[],
  options: {
    claims: JobClaims;
    busy(): boolean;
    concurrency: number;
    stopping(): boolean;
    /** The job's submission; none once it was erased. */
    row(job: ClaimedJob): R | undefined;
    deliver(job: ClaimedJob, row: R): Promise<void>;
    /**
     * The outcome could not be recorded: a sent mark is tried again before the next claim; a
     * failed attempt's lease runs out and the job is retried.
     */
    onUnrecorded(error: unknown): void;
  },
): Promise<void> {
  const { claims } = options;
  const gone: string[] = [];
  let next = 0;
  const lane = async () => {
    while (!options.stopping() && next < jobs.length) {
      const job = jobs[next++]!;
      // A renewal found it taken over by another worker after a lease we could not renew.
      if (!claims.holds(job.id)) continue;
      const row = options.row(job);
      if (!row) {
        gone.push(job.id);
        continue;
      }
      await options.deliver(job, row).catch((error: unknown) => options.onUnrecorded(error));
      // During a burst the jobs trickle out (about ten a second); the backlog drains after it.
      if (options.busy()) await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lanes = options.busy() ? 1 : Math.min(options.concurrency, jobs.length);
  await Promise.all(Array.from({ length: lanes }, lane));
  await claims.release(jobs.slice(next).map((j) => j.id));
  await claims.remove(gone);
}
