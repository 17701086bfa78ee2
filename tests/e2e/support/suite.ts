import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";
import { checkPagesAfterEachTest, launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

export interface Suite {
  /** The built production server, started once for the test file. */
  readonly server: RunningServer;
  /** One Chromium for the test file; each test opens its own page (context). */
  readonly browser: Browser;
  /** The SMTP server on loopback the site sends to, when asked for with `smtp: true`. */
  readonly sink: SmtpSink;
}

/**
 * Starts what a browser test file needs before its first test and stops it after its last:
 * the built server (with an SMTP sink on loopback when `smtp` is set) and Chromium. After
 * each test, every page it opened (`openPage`) is checked for console errors and closed.
 * Read the fields inside tests or hooks; they are filled in by `beforeAll`.
 */
export function useSuite(options: { smtp?: boolean; env?: Record<string, string> } = {}): Suite {
  const suite = {} as { -readonly [K in keyof Suite]: Suite[K] };
  beforeAll(async () => {
    // Chromium starts while the server does: neither needs the other until the first test.
    const browser = launchBrowser();
    try {
      if (options.smtp) suite.sink = await startSmtpSink();
      suite.server = await startServer({
        env: { ...(options.smtp ? { SMTP_URL: suite.sink.url } : {}), ...options.env },
      });
    } finally {
      // Kept even when the server failed to start, so afterAll closes it.
      suite.browser = await browser;
    }
  });
  checkPagesAfterEachTest();
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    await suite.sink?.close();
  });
  return suite;
}
