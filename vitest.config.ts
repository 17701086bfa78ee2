import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Unit tests first, then the browser tests against the build.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a busy two-core machine now and then misses a timing window; one retry
          // keeps such a miss from hiding the rest of the run. Tests of stored and delivered
          // submissions opt out (retry: 0): an intermittent loss there must fail the run.
          retry: 1,
          // Each file starts its own server and browser; two cores, so two at a time.
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
