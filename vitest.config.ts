import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tools/**/*.test.ts",
            "tests/e2e/support/**/*.test.ts",
          ],
          environment: "node",
          // A console.error fails the test that logged it (STYLE.md 9).
          setupFiles: ["tests/support/unit-setup.ts"],
          testTimeout: 30_000,
          // Each Postgres test store has a schema of its own, dropped when the run ends.
          globalSetup: ["tests/support/test-stores.ts"],
          // Two files at a time, one per core: 55–58 s where one at a time took 89.
          maxWorkers: 2,
          fileParallelism: true,
          // Unit tests first, then the browser tests against the build.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.{ts,tsx}"],
          // The helpers' own tests need no browser: they run with the unit tests.
          exclude: [...configDefaults.exclude, "tests/e2e/support/**"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts", "tests/support/test-stores.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a state in the browser or a line in the server's log. Its
          // timeout only bounds a hang: vitest's 1 s default is shorter than a busy two-core
          // machine sometimes takes to draw a frame or start a chunk.
          expect: { poll: { timeout: 10_000 } },
          // No retry: tests wait for events, not for time (STYLE.md 12), so a failure is a
          // failure.
          // Each file starts its own server and browser; two cores, so two at a time.
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
