import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * A console.error in a unit test fails it (STYLE.md 9): an error is a bug the test would
 * otherwise hide in the output. The unit project's setup file installs the
 * guard (tests/support/unit-setup.ts); the message is still printed, and the failure
 * repeats it.
 */
let seen: string[] | undefined;
const outsideTests: string[] = [];

export function installConsoleGuard(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    (seen ?? outsideTests).push(format(...args));
  };
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => {
    const errors = seen ?? [];
    seen = undefined;
    if (errors.length) throw new Error(`console.error in this test (STYLE.md 9):\n${errors.join("\n")}`);
  });
  afterAll(() => {
    const errors = outsideTests.splice(0);
    if (errors.length) throw new Error(`console.error outside a test (STYLE.md 9):\n${errors.join("\n")}`);
  });
}
