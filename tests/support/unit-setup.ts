import { installConsoleGuard } from "./console-guard";

// The unit project's setup file (vitest.config.ts): any console.error fails the test.
installConsoleGuard();
