import { afterAll, describe, expect, it } from "vitest";
import { createTestStore } from "../support/databases";
import { startServer } from "./support/server";

/**
 * The per-client limit with two real server processes on one Postgres database
 * (docs/decisions/0005-forms-pipeline.md, "Rate limit"): FORM_RATE_LIMIT is what one client
 * gets in a minute however many processes stand behind the load balancer.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function post(base: string, i: number): Promise<{ status: number; retryAfter: string | null }> {
  const res = await fetch(`${base}/api/send-form-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ formType: "contact", formData: { name: `Visitor ${i}`, email: `v${i}@example.nl`, message: `Message ${i}` } }),
  });
  await res.text();
  return { status: res.status, retryAfter: res.headers.get("retry-after") };
}

describe("rate limit across server processes", () => {
  it("accepts FORM_RATE_LIMIT submissions from one client over two servers, then answers 429", async () => {
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const env = { DATABASE_URL: store.env.DATABASE_URL!, DATABASE_SCHEMA: store.env.DATABASE_SCHEMA!, FORM_RATE_LIMIT: "5" };
    const servers = [await startServer({ env }), await startServer({ env })];
    for (const s of servers) cleanups.push(() => s.stop());

    // All at once, alternating between the servers: the two processes race for every slot.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(servers[i % 2]!.url, i)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const res of answers.filter((r) => r.status === 429)) {
      const retryAfter = Number(res.retryAfter);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });
});
