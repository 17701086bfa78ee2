import { beforeAll } from "vitest";
import { preloadSections } from "~/components/ui/island";
import { installConsoleGuard } from "./console-guard";

// The unit project's setup file (vitest.config.ts): any console.error fails the test.
installConsoleGuard();

// Pages are rendered to a string in one pass there: the sections a page loads on demand in
// the browser (app/components/ui/island.tsx) have their code before any test renders them.
beforeAll(preloadSections);
