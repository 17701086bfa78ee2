import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/server/request-context.server";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { parseEnv } from "~/server/env.server";
import { createFormService, type FormService, type ServiceOverrides } from "~/server/forms.server";
import { createTestStore, type EngineName, type TestStore } from "./databases";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { testLogger } from "./test-logger";

/**
 * A form service on a real database engine with a real SMTP server on loopback, tuned for
 * tests: fast polling and short retry delays.
 */
export interface Harness {
  store: TestStore;
  sink: SmtpSink;
  logger: ReturnType<typeof testLogger>;
  service: FormService;
  /** Another service on the same database (restart, second process). */
  startService(extraEnv?: Record<string, string>, overrides?: ServiceOverrides): Promise<FormService>;
  cleanup(): Promise<void>;
}

export async function createHarness(
  engine: EngineName,
  extraEnv: Record<string, string> = {},
  overrides: ServiceOverrides = {},
): Promise<Harness> {
  const store = await createTestStore(engine);
  const sink = await startSmtpSink();
  const logger = testLogger();
  const services: FormService[] = [];
  const startService = async (more: Record<string, string> = {}, moreOverrides: ServiceOverrides = {}) => {
    const env = parseEnv({
      ...store.env,
      SMTP_URL: sink.url,
      FORM_RATE_LIMIT: "1000",
      MAIL_RETRY_BASE_MS: "40",
      MAIL_RETRY_MAX_MS: "200",
      ...extraEnv,
      ...more,
    });
    const service = await createFormService(env, logger, { pollMs: 50, ...overrides, ...moreOverrides });
    await service.start();
    services.push(service);
    return service;
  };
  const service = await startService();
  return {
    store,
    sink,
    logger,
    service,
    startService,
    async cleanup() {
      for (const s of services) await s.close();
      await sink.close();
      await store.cleanup();
    },
  };
}

/**
 * Waits until `check` returns a truthy value, and returns it: the one polling helper of the
 * tests (STYLE.md 12), for states nothing announces, such as a row in the database or a
 * line in a child process's log. Browser tests use Playwright's own waiting and
 * `expect.poll`; mail has `sink.waitFor`/`sink.waitForMail`, which wait for its arrival.
 */
export async function until<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

/**
 * A harness for the tests of one file or describe block, made before them and cleaned up
 * after, with the load context the request handlers take. Read the fields inside tests.
 */
export function useHarness(
  engine: EngineName,
  extraEnv: Record<string, string> = {},
): { readonly h: Harness; readonly context: RouterContextProvider } {
  const state = {} as { h: Harness; context: RouterContextProvider };
  beforeAll(async () => {
    state.h = await createHarness(engine, extraEnv);
    state.context = requestContext({ forms: state.h.service, clientIp: "192.0.2.50", logger: state.h.logger });
  });
  afterAll(async () => {
    await state.h?.cleanup();
  });
  return state;
}

/**
 * For tests that each make their own harness (`harness()`, read when called): cleans it up
 * after each test, and gives what the form service tests ask of it: submit from one
 * client, the rows of both tables, and the end of mailing.
 */
export function useHarnessPerTest(harness: () => Harness | undefined) {
  afterEach(async () => {
    await harness()?.cleanup();
  });
  const outbox = (service = harness()!.service) => service.database.db.selectFrom("mail_outbox").selectAll().execute();
  const submissions = (service = harness()!.service) => service.database.db.selectFrom("form_submissions").selectAll().execute();
  const submit = (formType: string, formData: unknown, more: Record<string, unknown> = {}) =>
    harness()!.service.submit({ formType, formData, clientIp: "192.0.2.10", ...more });
  /**
   * Every job is done: sent (marked once the mail server has the mail) or dead. The worker
   * claims neither again, so no further mail can come: a test that expects no more mail
   * waits for this, not for time.
   */
  const drained = () =>
    until(async () => (await outbox()).every((r) => r.status === "sent" || r.status === "dead"), 5000, "every job done");
  return { outbox, submissions, submit, drained };
}

export const sample = {
  contact: { name: "Anna de Vries", email: "anna@example.nl", message: "Do you deliver to Utrecht?" },
  service: {
    name: "Jan Jansen",
    email: "jan@example.nl",
    brand: "Norcool",
    model: "NC-45",
    issueDescription: "The cabinet stays warm.",
    urgency: "high",
  },
  dealer: { name: "Piet Bakker", company: "Bakker Keukens", email: "piet@example.nl", phone: "+31 30 123 4567", brand: "Nimo" },
} as const;

/** The form API's JSON answer (PRODUCT.md "Interfaces"), as the tests read it. */
export interface Answer {
  ok?: boolean;
  id?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

export async function answer(res: Response | Promise<Response>): Promise<Answer> {
  return (await (await res).json()) as Answer;
}
