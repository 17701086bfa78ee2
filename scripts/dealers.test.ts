import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dealers } from "../app/content/dealers.server";
import { useBundledScript } from "../tests/support/cli";

/** `npm run dealers` (PRODUCT.md 21): content/dealers/, one file a dealer, from and to a spreadsheet. */
const cli = useBundledScript("scripts/dealers.ts");
const siteFolder = "content/dealers";
let dir: string;
let folder: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "dealers-"));
  folder = path.join(dir, "dealers");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
// Each test starts from a copy of the site's folder.
beforeEach(() => {
  rmSync(folder, { recursive: true, force: true });
  cpSync(siteFolder, folder, { recursive: true });
});

const run = (...args: string[]) =>
  cli.run({ DEALERS_DIR: folder }, ...args).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Every file of a folder with its text. */
const files = (at: string) => Object.fromEntries(readdirSync(at).map((f) => [f, readFileSync(path.join(at, f), "utf8")]));
const tierCounts = (list: readonly { tier: string }[]) =>
  (["A", "B", "C"] as const).map((t) => `${t}: ${list.filter((d) => d.tier === t).length}`).join(", ");

describe("npm run dealers", () => {
  it("round-trips every dealer of content/dealers/ unchanged through a spreadsheet", async () => {
    const csv = path.join(dir, "dealers.csv");
    expect((await run("export", csv)).stdout).toBe(`${dealers.length} dealers written to ${csv}\n`);
    const lines = readFileSync(csv, "utf8").split("\r\n");
    expect(lines[0]).toBe("id,name,city,country,tier,lat,lng,phone,email,website");
    // In the site's list order, not the files'.
    expect(lines.slice(1, -1).map((l) => l.split(",")[0])).toEqual(dealers.map((d) => d.id));
    rmSync(folder, { recursive: true });
    const imported = await run("import", csv);
    expect(imported.stdout).toMatch(
      new RegExp(`^${dealers.length} dealers \\(${tierCounts(dealers)}\\) in .*: ${dealers.length} added, 0 changed, 0 removed`),
    );
    expect(files(folder)).toEqual(files(siteFolder));
    // Again: nothing to change.
    expect((await run("import", csv)).stdout).toMatch(/: 0 added, 0 changed, 0 removed/);
  });

  it("writes one file a dealer, named by its id, and removes the dealers the spreadsheet no longer lists", async () => {
    const csv = path.join(dir, "benelux.csv");
    writeFileSync(
      csv,
      [
        "id;name;city;country;tier;lat;lng;phone;email;website",
        "gent;Keukens Gent;Gent;Belgium;A;51,05;3,72;+32 9 123 45 67;info@keukens-gent.be;https://keukens-gent.be",
        "esch;Cuisines Esch;Esch-sur-Alzette;Luxembourg;B;49,50;5,98;+352 54 12 34;contact@cuisines-esch.lu;https://cuisines-esch.lu",
        'koeln;"Küchenwelt Köln";Köln;Germany;C;50,94;6,96;+49 221 1234567;info@kuechenwelt.de;https://kuechenwelt.de',
      ].join("\n"),
    );
    const result = await run("import", csv);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(new RegExp(`^3 dealers \\(A: 1, B: 1, C: 1\\) in .*: 3 added, 0 changed, ${dealers.length} removed`));
    expect(readdirSync(folder).sort()).toEqual(["esch.json", "gent.json", "koeln.json"]);
    expect(JSON.parse(readFileSync(path.join(folder, "koeln.json"), "utf8"))).toEqual({
      id: "koeln",
      name: "Küchenwelt Köln",
      city: "Köln",
      country: "Germany",
      tier: "C",
      lat: 50.94,
      lng: 6.96,
      phone: "+49 221 1234567",
      email: "info@kuechenwelt.de",
      website: "https://kuechenwelt.de",
    });
  });

  it("refuses a file with bad rows, listing every row and column at once, and changes nothing", async () => {
    const csv = path.join(dir, "bad.csv");
    writeFileSync(
      csv,
      [
        "id,name,city,country,tier,lat,lng,phone,email,website",
        "utrecht,Keukens Utrecht,Utrecht,Netherlands,A,52.09,5.12,+31 (0)30 123 4567,info@keukens-utrecht.nl,https://keukens-utrecht.nl",
        "Bad Id,,Utrecht,Netherlands,D,52.09,5.12,0301234567,not-an-email,http://insecure.nl",
        "paris,Cuisine Paris,Paris,France,B,48.85,2.35,+33 1 23 45 67 89,info@paris.fr,https://paris.fr",
        "utrecht,Keukens Utrecht 2,,Netherlands,C,50.0,5.12,+31 (0)30 123 4568,info2@keukens-utrecht.nl,https://keukens-utrecht.nl",
      ].join("\n"),
    );
    const { code, stderr } = await run("import", csv);
    expect(code).toBe(1);
    expect(stderr).toMatch(/nothing was changed/);
    for (const expected of [
      /line 3, column id: lower-case letters/,
      /line 3, column name: required/,
      /line 3, column tier: A, B or C/,
      /line 3, column phone: international format/,
      /line 3, column email: an e-mail address/,
      /line 3, column website: an https:\/\/ address/,
      /line 4, column country: one of Netherlands, Belgium, Luxembourg, Germany \("France"\)/,
      /line 5, column city: required/,
      /line 5, column lat: outside Netherlands/,
      /line 5, column id: "utrecht" is already used on line 2/,
    ]) {
      expect(stderr).toMatch(expected);
    }
    expect(files(folder)).toEqual(files(siteFolder));
  });

  it("refuses an empty file and a file without the columns", async () => {
    const empty = path.join(dir, "empty.csv");
    writeFileSync(empty, "id,name,city,country,tier,lat,lng,phone,email,website\n");
    expect(await run("import", empty)).toMatchObject({ code: 1, stderr: expect.stringMatching(/no dealers: nothing to import/) });
    writeFileSync(empty, "");
    expect(await run("import", empty)).toMatchObject({ code: 1, stderr: expect.stringMatching(/missing column\(s\) id, name/) });
    expect(files(folder)).toEqual(files(siteFolder));
  });
});

describe("the sample dealer list", () => {
  it("has spec 3's shape while it is the sample: 54 dealers, tiers A 2, B 2, C 50", () => {
    if (!dealers.every((d) => d.name.endsWith("(sample dealer)"))) return;
    expect(dealers).toHaveLength(54);
    expect(["A", "B", "C"].map((t) => dealers.filter((d) => d.tier === t).length)).toEqual([2, 2, 50]);
  });
});
