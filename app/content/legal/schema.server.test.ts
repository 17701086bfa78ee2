import { afterEach, describe, expect, it, vi } from "vitest";
import { editContentFiles } from "../../../tests/support/content-files";

afterEach(() => {
  vi.doUnmock("~/content/load.server");
  vi.resetModules();
});

/** The problems the build reports when content/legal/ is edited so; none when it reads. */
async function problemsAfter(edit: (files: Record<string, string>) => Record<string, string>): Promise<readonly string[]> {
  editContentFiles(edit);
  try {
    await import("./legal.server");
  } catch (error) {
    return (error as { problems?: readonly string[] }).problems ?? [String(error)];
  }
  return [];
}

/**
 * `files` with `from` replaced by `to` in the named parts of content/legal/: a language's
 * section of a page's file ("shipping.de": the `de:` section of shipping.yml), or a whole file ("figures").
 */
function replaced(files: Record<string, string>, names: readonly string[], from: string | RegExp, to: string): Record<string, string> {
  const out = { ...files };
  for (const name of names) {
    const [file, lang] = name.split(".");
    const key = `/content/legal/${file}.yml`;
    const parts = lang ? out[key]!.split(/^(?=(?:en|nl|de|fr):$)/m) : [out[key]!];
    const at = lang ? parts.findIndex((part) => part.startsWith(`${lang}:\n`)) : 0;
    const after = parts[at]!.replace(from, to);
    if (after === parts[at]) throw new Error(`${name} has no ${String(from)}`);
    parts[at] = after;
    out[key] = parts.join("");
  }
  return out;
}

const everyLanguage = (name: string) => ["en", "nl", "de", "fr"].map((lang) => `${name}.${lang}`);

describe("the build's checks of content/legal/", () => {
  it("accept the files as they are", async () => {
    expect(await problemsAfter((files) => files)).toEqual([]);
  });

  it("refuse a table row with a missing cell and a link to an unsafe address, naming the file and the field", async () => {
    const problems = await problemsAfter((files) =>
      replaced(
        replaced(files, ["shipping.de"], "  - Niederlande\n", "  - Niederlande\n                - Zusatz\n"),
        ["shipping.de"],
        "[Allgemeinen Geschäftsbedingungen](/general-terms-conditions)",
        "[Allgemeinen Geschäftsbedingungen](javascript:alert(1))",
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/legal\/shipping\.yml \(German\): sections\.0\.blocks\.0: every row needs one cell per column$/),
        expect.stringMatching(
          /^content\/legal\/shipping\.yml \(German\): sections\.3\.blocks\.1\.text: links must be \/path, #anchor, mailto: or https:\/\/$/,
        ),
      ]),
    );
  });

  it("refuse a block that does not name its kind, saying which kinds there are", async () => {
    const problems = await problemsAfter((files) =>
      replaced(files, ["warranty.nl"], /- type: paragraph\n {10}text: Voor de meeste/, "- Voor de meeste"),
    );
    expect(problems).toContainEqual(
      "content/legal/warranty.yml (Dutch): sections.1.blocks.0: a block names its kind: type: paragraph, list, table, storageTable or embedsTable, with that kind's fields",
    );
  });

  it("refuse a placeholder that names no figure and no company value", async () => {
    const problems = await problemsAfter((files) => replaced(files, everyLanguage("terms"), "{paymentDays}", "{paymentDay}"));
    expect(problems).toContainEqual(
      "content/legal/terms.yml (English): sections.10.blocks.0.text: {paymentDay} is neither a figure of content/legal/figures.yml nor a company value",
    );
  });

  it("refuse a translation that writes a figure instead of naming it", async () => {
    const problems = await problemsAfter((files) => replaced(files, ["returns.fr"], "{windowDays} jours", "30 jours"));
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/legal\/returns\.yml \(French\): description has placeholders none, English has \{windowDays\}$/),
    );
  });

  it("refuse two figures of one name, and a terms page with another number of articles than figures.yml says", async () => {
    expect(
      await problemsAfter((files) =>
        replaced(files, ["figures"], "privacy:\n  retentionDays: 180", "privacy:\n  retentionDays: 180\n  paymentDays: 3"),
      ),
    ).toEqual(["content/legal/figures.yml: privacy.paymentDays: paymentDays is also a figure of terms: names are unique"]);
    expect(await problemsAfter((files) => replaced(files, ["figures"], "articleCount: 14", "articleCount: 13"))).toContainEqual(
      "content/legal/terms.yml (Dutch): the terms have 14 articles; content/legal/figures.yml says 13 (terms.articleCount)",
    );
  });

  it("refuse a cookie table that lacks the words for an item the site keeps in the browser", async () => {
    const problems = await problemsAfter((files) => replaced(files, ["cookies.fr"], /\n {12}dealerPopupSent:\n(.*\n){2}/, "\n"));
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/legal\/cookies\.yml \(French\): sections\.1\.blocks\.1\.storedItems\.dealerPopupSent: /),
    );
  });

  it("refuse a translation whose sections differ from English", async () => {
    const problems = await problemsAfter((files) => replaced(files, ["privacy.nl"], "id: server-logs", "id: logs"));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/legal\/privacy\.yml \(Dutch\): has updated 2026-12-01; sections .*, logs, .*; English has .*, server-logs, /,
      ),
    ]);
  });
});
