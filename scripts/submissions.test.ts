import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../tests/support/databases";
import { createHarness, sample, type Harness } from "../tests/support/forms-harness";
import { csvCell } from "./submissions-csv";

const run = promisify(execFile);
// The CLI is bundled once (as tsx would compile it) so each run starts in a fraction of
// the time on a busy two-core machine.
const bundle = path.resolve("node_modules/.cache/forms-tests/submissions.mjs");
beforeAll(async () => {
  await build({
    entryPoints: ["scripts/submissions.ts"],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
});

/** The staff CLI, run as staff would run it, against a database the server is using. */
describe.each(engines)("npm run submissions on %s", { timeout: 60_000 }, (engine) => {
  let h: Harness;
  afterEach(async () => {
    await h?.cleanup();
  });

  const cli = (...args: string[]) =>
    run(process.execPath, [bundle, ...args], { env: { PATH: process.env.PATH, ...h.store.env }, encoding: "utf8" });

  it("lists, exports as CSV and erases by e-mail address while the server runs", async () => {
    // No SMTP: mail goes to .eml files, which erasure must remove too.
    h = await createHarness(engine, { SMTP_URL: "" });
    await h.service.submit({ formType: "contact", formData: { ...sample.contact, name: "Zoë" }, clientIp: "x" });
    await h.service.submit({ formType: "dealer-application", formData: sample.dealer, clientIp: "x" });
    await h.service.submit({ formType: "contact", formData: { ...sample.contact, homepage: "spam" }, clientIp: "x" });
    const mailDir = path.join(h.store.dataDir, "mail");
    const rows = await h.service.database.db.selectFrom("form_submissions").select(["id", "spam"]).execute();
    const zoe = rows.find((r) => !Number(r.spam))!.id;

    const list = await cli("list");
    expect(list.stdout).toMatch(/Zoë\s+anna@example\.nl/);
    expect(list.stdout).toContain("Piet Bakker");
    expect(list.stdout).toContain("2 shown");
    expect((await cli("list", "--spam")).stdout).toContain("1 shown");

    const csv = (await cli("export", "--csv")).stdout;
    expect(csv.startsWith("\uFEFFid,received_at,form_type,spam,name,email,")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(csv).toContain("Do you deliver to Utrecht?");

    for (let i = 0; i < 100 && !existsSync(path.join(mailDir, `${zoe}.eml`)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(path.join(mailDir, `${zoe}.eml`), "utf8")).toContain("Message-ID:");

    const erase = await cli("erase", "--email", "ANNA@example.nl");
    expect(erase.stdout).toContain("Erased 2 submissions");
    expect(existsSync(path.join(mailDir, `${zoe}.eml`))).toBe(false);
    expect((await cli("list")).stdout).not.toContain("anna@example.nl");
  });

  it("explains its usage on a wrong command", async () => {
    h = await createHarness(engine);
    await expect(cli("remove")).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining("Usage:") });
    await expect(cli("erase")).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining("needs --email") });
  });
});

describe("csvCell", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("+31 20 123")).toBe("'+31 20 123");
    expect(csvCell("@cmd")).toBe("'@cmd");
  });
});
