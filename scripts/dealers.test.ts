import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealers } from "../app/content/dealers";
import { useBundledScript } from "../tests/support/cli";

/** `npm run dealers` (PRODUCT.md 21): the dealer list from and to a spreadsheet. */
const cli = useBundledScript("scripts/dealers.ts");
let dir: string;
let listFile: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "dealers-"));
  listFile = path.join(dir, "dealers.json");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  cli.run({ DEALERS_FILE: listFile }, ...args).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe("npm run dealers", () => {
  it("round-trips the 54 dealers unchanged through a spreadsheet", async () => {
    copyFileSync("app/content/dealers.json", listFile);
    const csv = path.join(dir, "dealers.csv");
    expect((await run("export", csv)).stdout).toMatch(/^54 dealers written/);
    expect(readFileSync(csv, "utf8").split("\r\n")[0]).toBe("id,name,city,country,tier,lat,lng,phone,email,website");
    writeFileSync(listFile, "[]\n");
    const imported = await run("import", csv);
    expect(imported.stdout).toMatch(/^54 dealers \(A: 2, B: 2, C: 50\) written/);
    expect(JSON.parse(readFileSync(listFile, "utf8"))).toEqual(dealers);
    expect(readFileSync(listFile, "utf8")).toBe(readFileSync("app/content/dealers.json", "utf8"));
  });

  it("imports dealers in Belgium, Luxembourg and Germany from a semicolon file with decimal commas", async () => {
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
    expect(result.stdout).toMatch(/^3 dealers \(A: 1, B: 1, C: 1\)/);
    expect((JSON.parse(readFileSync(listFile, "utf8")) as unknown[])[2]).toMatchObject({
      name: "Küchenwelt Köln",
      lat: 50.94,
      country: "Germany",
    });
  });

  it("refuses a file with bad rows, listing every row and column at once, and changes nothing", async () => {
    copyFileSync("app/content/dealers.json", listFile);
    const before = readFileSync(listFile, "utf8");
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
    expect(readFileSync(listFile, "utf8")).toBe(before);
  });

  it("refuses an empty file and a file without the columns", async () => {
    copyFileSync("app/content/dealers.json", listFile);
    const empty = path.join(dir, "empty.csv");
    writeFileSync(empty, "id,name,city,country,tier,lat,lng,phone,email,website\n");
    expect(await run("import", empty)).toMatchObject({ code: 1, stderr: expect.stringMatching(/no dealers: nothing to import/) });
    writeFileSync(empty, "");
    expect(await run("import", empty)).toMatchObject({ code: 1, stderr: expect.stringMatching(/missing column\(s\) id, name/) });
    expect(readFileSync(listFile, "utf8")).toBe(readFileSync("app/content/dealers.json", "utf8"));
  });
});

describe("the sample dealer list", () => {
  it("has spec 3's shape while it is the sample: 54 dealers, tiers A 2, B 2, C 50", () => {
    if (!dealers.every((d) => d.name.endsWith("(sample dealer)"))) return;
    expect(dealers).toHaveLength(54);
    expect(["A", "B", "C"].map((t) => dealers.filter((d) => d.tier === t).length)).toEqual([2, 2, 50]);
  });
});
