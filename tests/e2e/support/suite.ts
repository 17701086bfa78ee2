import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";
import { checkPagesAfterEachTest, desktop, foreignRequests, launchBrowser, openPage, phone } from "./browser";
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
    if (options.smtp) suite.sink = await startSmtpSink();
    suite.server = await startServer({
      env: { ...(options.smtp ? { SMTP_URL: suite.sink.url } : {}), ...options.env },
    });
    suite.browser = await launchBrowser();
  });
  checkPagesAfterEachTest();
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    await suite.sink?.close();
  });
  return suite;
}

/**
 * One test per page and screen size (phone, desktop): the page answers 200 and, once its
 * network is quiet, has logged no console error and asked no other host for anything.
 * axe on every page as it loads, at both sizes, is the audit's (scripts/audit.ts, which CI
 * runs after the tests); tests run axe on states the audit does not reach (after scrolling,
 * with a form's errors shown, a menu or a map open).
 */
export function itChecksPages(suite: Suite, paths: readonly string[]): void {
  const cases = paths.flatMap(
    (path) =>
      [
        [path, "phone", phone],
        [path, "desktop", desktop],
      ] as const,
  );
  it.each(cases)("%s (%s) loads with no console errors or third-party requests", async (path, _name, viewport) => {
    const t = await openPage(suite.browser, { viewport });
    const res = await t.page.goto(suite.server.url + path);
    expect(res?.status()).toBe(200);
    await t.page.waitForLoadState("networkidle");
    expect(foreignRequests(t, suite.server.url)).toEqual([]);
  });
}
