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

/** Polls `check` until it returns a truthy value. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
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
