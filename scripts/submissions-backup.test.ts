import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { useCli } from "../tests/support/cli";
import { createHarness, sample, type Harness } from "../tests/support/forms-harness";

const cli = useCli();

/** `npm run submissions -- backup FILE`: a consistent copy while the server takes submissions. */
describe("backup", { timeout: 120_000 }, () => {
  let h: Harness | undefined;
  let out: string;
  afterEach(async () => {
    await h?.cleanup();
    h = undefined;
    rmSync(out, { recursive: true, force: true });
  });
  const newOutDir = () => (out = mkdtempSync(path.join(tmpdir(), "forms-backup-")));

  // Stored and not mailed (spam): the test is about storage, and mail would only cost CPU.
  const submit = (h: Harness, i: number, message: string) =>
    h.service.submit({
      formType: "contact",
      formData: { ...sample.contact, message, homepage: "x" },
      clientIp: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
    });

  it("copies every submission acknowledged before it started, while submissions keep arriving", async () => {
    h = await createHarness("sqlite", { FORM_RATE_LIMIT: "1000000" });
    const harness = h;
    const file = path.join(newOutDir(), "forms-backup.sqlite");
    // About 10 MB: many of SQLite's default backup steps, which a write between two steps
    // would make start over.
    const long = "A question about delivery and installation. ".repeat(90);
    const acknowledged: string[] = [];
    for (let batch = 0; batch < 25; batch++) {
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => submit(harness, batch * 100 + i, `${long} ${batch}-${i}`)));
      for (const r of results) if (r.ok) acknowledged.push(r.id);
    }
    expect(acknowledged).toHaveLength(2500);

    let running = true;
    let during = 0;
    const load = (async () => {
      for (let i = 3000; running; i++) if ((await submit(harness, i, `${long} load ${i}`)).ok) during++;
    })();
    const backup = await cli.run(h.store.env, "backup", file).finally(() => (running = false));
    await load;

    expect(backup.stdout).toMatch(/^Backed up \d+ submissions \(\d+ bytes\) to .*forms-backup\.sqlite\.$/m);
    expect(during).toBeGreaterThan(0);
    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      // One file on its own: no write-ahead log needed beside it.
      expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
      const ids = new Set((copy.prepare("select id from form_submissions").all() as { id: string }[]).map((r) => r.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      copy.close();
    }
    expect(readdirSync(out)).toEqual(["forms-backup.sqlite"]);
    // Personal data: readable by its owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("does not replace an existing file unless told to", async () => {
    h = await createHarness("sqlite");
    await submit(h, 1, "Do you deliver to Utrecht?");
    const file = path.join(newOutDir(), "taken.sqlite");
    writeFileSync(file, "an earlier backup");

    await expect(cli.run(h.store.env, "backup", file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already exists: choose another name, or add --force to replace it"),
    });
    expect(readFileSync(file, "utf8")).toBe("an earlier backup");

    const forced = await cli.run(h.store.env, "backup", file, "--force");
    expect(forced.stdout).toContain("Backed up 1 submission (");
    expect(readdirSync(out)).toEqual(["taken.sqlite"]);
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare("select count(*) as n from form_submissions").get()).toEqual({ n: 1 });
    copy.close();
    await expect(cli.run(h.store.env, "backup")).rejects.toMatchObject({
      code: 64,
      stderr: expect.stringContaining("backup needs one FILE"),
    });
  });

  it("on Postgres, says pg_dump is the tool, with the command line", async () => {
    h = await createHarness("postgres");
    const file = path.join(newOutDir(), "forms.dump");
    await expect(cli.run(h.store.env, "backup", file)).rejects.toMatchObject({
      code: 69,
      stderr: expect.stringContaining(`pg_dump --format=custom --schema=${h.store.env.DATABASE_SCHEMA} --file=${file} "$DATABASE_URL"`),
    });
    expect(readdirSync(out)).toEqual([]);
  });
});
