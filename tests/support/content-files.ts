import { vi } from "vitest";

/**
 * From the next import on, the content loader reads the repository's content files as
 * `edit` changes them (keyed "/content/…"), so a test can change a figure or break a file and
 * import the pages again. Undo with `vi.doUnmock("~/content/load.server")` and `vi.resetModules()`.
 */
export function editContentFiles(edit: (files: Record<string, string>) => Record<string, string>): void {
  vi.resetModules();
  vi.doMock("~/content/load.server", async (importOriginal) => {
    const actual = await importOriginal<typeof import("~/content/load.server")>();
    const files = Object.fromEntries(actual.content.files.map((f) => [`/${f.path}`, f.raw]));
    return { ...actual, content: actual.createContent(edit(files)) };
  });
}
