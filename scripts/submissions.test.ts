import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { useCli } from "../tests/support/cli";
import { engines } from "../tests/support/databases";
import { createHarness, sample, until, type Harness } from "../tests/support/forms-harness";
import { csvCell } from "./submissions-csv";

const bundle = useCli();

/** The staff CLI, run as staff would run it, against a database the server is using. */
describe.each(engines)("npm run submissions on %s", { timeout: 60_000 }, (engine) => {
  let h: Harness;
  afterEach(async () => {
    await h?.cleanup();
  });

  const cli = (...args: string[]) => bundle.run(h.store.env, ...args);

  it("lists, exports as CSV and erases by e-mail address while the server runs", async () => {
    // No SMTP: mail goes to .eml files, which erasure must remove too.
    h = await createHarness(engine, { SMTP_URL: "" });
    await h.service.submit({ formType: "contact", formData: { ...sample.contact, name: "Zoë" }, metadata: { lang: "nl" }, clientIp: "x" });
    await h.service.submit({ formType: "dealer-application", formData: sample.dealer, clientIp: "x" });
    await h.service.submit({ formType: "contact", formData: { ...sample.contact, homepage: "spam" }, clientIp: "x" });
    const mailDir = path.join(h.store.dataDir, "mail");
    const rows = await h.service.database.db.selectFrom("form_submissions").select(["id", "spam"]).execute();
    const zoe = rows.find((r) => !Number(r.spam))!.id;

    const list = await cli("list");
    expect(list.stdout).toMatch(/^received \(UTC\)\s+form\s+lang\s+name/);
    expect(list.stdout).toMatch(/contact\s+nl\s+Zoë\s+anna@example\.nl/);
    expect(list.stdout).toMatch(/dealer-application\s+en\s+Piet Bakker/);
    expect(list.stdout).toContain("2 shown");
    expect((await cli("list", "--spam")).stdout).toContain("1 shown");

    const csv = (await cli("export", "--csv")).stdout;
    expect(csv.startsWith("\uFEFFid,received_at,form_type,spam,name,email,")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(csv).toContain("Do you deliver to Utrecht?");
    // The page's language (PRODUCT.md 19), after the page's address.
    const head = lines[0]!.replace("\uFEFF", "").split(",");
    const zoeCells = lines.find((l) => l.includes("Zoë"))!.split(",");
    expect(head.slice(head.indexOf("page"), head.indexOf("page") + 2)).toEqual(["page", "lang"]);
    expect(zoeCells[head.indexOf("lang")]).toBe("nl");

    await until(() => existsSync(path.join(mailDir, `${zoe}.eml`)), 5000, "the mail file of the first submission");
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

/** A DATA_DIR the CLI cannot use stops it with one line naming the directory and the problem. */
describe("npm run submissions with an unusable DATA_DIR", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("says the directory exists but is not writable", async () => {
    root = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    const dir = path.join(root, "data");
    mkdirSync(dir);
    // Root writes anywhere: as root, run the CLI as an ordinary user the directory does not
    // let write; otherwise take the write permission away.
    const asRoot = process.getuid?.() === 0;
    chmodSync(root, 0o755);
    chmodSync(dir, asRoot ? 0o755 : 0o555);
    const env = { DATA_DIR: dir };
    const run = asRoot ? bundle.runAs({ uid: 65534, gid: 65534 }, env, "list") : bundle.run(env, "list");
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(73);
    expect(failure?.stderr).toMatch(new RegExp(`^DATA_DIR ${dir} exists but is not writable: permission denied for user \\S+\\.\\n$`));
  });

  it("says the directory is a file", async () => {
    root = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    const file = path.join(root, "data");
    writeFileSync(file, "");
    await expect(bundle.run({ DATA_DIR: file }, "erase", "--email", "anna@example.nl")).rejects.toMatchObject({
      code: 73,
      stderr: `DATA_DIR ${file} is a file, not a directory.\n`,
    });
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
