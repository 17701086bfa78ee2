import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bringUpToDate, outOfDate, readMadeFrom, writeMadeFrom, type MadeFrom, type Product } from "./made-from";

let dir: string;
let makes: string[];
const dirs = ["gen"];
const product = (url: string, inputs: string, body = inputs): [string, Product] => [
  url,
  {
    inputs,
    make: () => {
      makes.push(url);
      return Promise.resolve(new TextEncoder().encode(body));
    },
  },
];
const read = (url: string) => readFileSync(path.join(dir, url), "utf8");

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "made-from-"));
  makes = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("files made from recorded inputs (docs/decisions/0011-generated-files.md)", () => {
  it("makes only what is missing or made from other inputs, and records it", async () => {
    const record: MadeFrom = {};
    await bringUpToDate({ publicDir: dir, dirs, products: new Map([product("/gen/a.txt", "a1"), product("/gen/b/c.txt", "c1")]), record });
    expect(makes.sort()).toEqual(["/gen/a.txt", "/gen/b/c.txt"]);
    expect(read("/gen/b/c.txt")).toBe("c1");

    makes = [];
    const products = new Map([product("/gen/a.txt", "a1"), product("/gen/b/c.txt", "c2")]);
    expect(outOfDate({ publicDir: dir, dirs, products, record })).toEqual(["/gen/b/c.txt: made from other inputs than the current ones"]);
    const result = await bringUpToDate({ publicDir: dir, dirs, products, record });
    expect(result.made).toEqual(["/gen/b/c.txt"]);
    expect(makes).toEqual(["/gen/b/c.txt"]);
    expect(outOfDate({ publicDir: dir, dirs, products, record })).toEqual([]);
  });

  it("makes again a file changed by hand, and everything when asked", async () => {
    const record: MadeFrom = {};
    const products = new Map([product("/gen/a.txt", "a1"), product("/gen/b.txt", "b1")]);
    await bringUpToDate({ publicDir: dir, dirs, products, record });
    writeFileSync(path.join(dir, "gen/a.txt"), "edited");
    expect(outOfDate({ publicDir: dir, dirs, products, record })).toEqual(["/gen/a.txt: changed since it was made"]);
    makes = [];
    await bringUpToDate({ publicDir: dir, dirs, products, record });
    expect(makes).toEqual(["/gen/a.txt"]);
    expect(read("/gen/a.txt")).toBe("a1");
    makes = [];
    await bringUpToDate({ publicDir: dir, dirs, products, record, all: true });
    expect(makes.sort()).toEqual(["/gen/a.txt", "/gen/b.txt"]);
  });

  it("removes the files in its folders that no product names, and leaves other folders alone", async () => {
    const record: MadeFrom = {};
    await bringUpToDate({ publicDir: dir, dirs, products: new Map([product("/gen/a.txt", "a1"), product("/gen/old.txt", "o1")]), record });
    mkdirSync(path.join(dir, "other"));
    writeFileSync(path.join(dir, "other/real.pdf"), "real");
    const products = new Map([product("/gen/a.txt", "a1")]);
    expect(outOfDate({ publicDir: dir, dirs, products, record })).toEqual([
      "/gen/old.txt: no generator makes it",
      "/gen/old.txt: recorded, but no generator makes it",
    ]);
    const result = await bringUpToDate({ publicDir: dir, dirs, products, record });
    expect(result.removed).toEqual(["/gen/old.txt"]);
    expect(existsSync(path.join(dir, "gen/old.txt"))).toBe(false);
    expect(Object.keys(record)).toEqual(["/gen/a.txt"]);
    expect(read("/other/real.pdf")).toBe("real");
  });

  it("refuses a product outside its folders", async () => {
    await expect(
      bringUpToDate({ publicDir: dir, dirs, products: new Map([product("/elsewhere/a.txt", "a1")]), record: {} }),
    ).rejects.toThrow(/outside/);
  });

  it("writes the record one file a line, and reads it back", () => {
    const file = path.join(dir, "made-from.json");
    const record: MadeFrom = { "/gen/b.txt": { inputs: "i2", sha256: "s2" }, "/gen/a.txt": { inputs: "i1", sha256: "s1" } };
    writeMadeFrom(record, file);
    expect(readFileSync(file, "utf8")).toBe(
      `{\n  "/gen/a.txt": {"inputs":"i1","sha256":"s1"},\n  "/gen/b.txt": {"inputs":"i2","sha256":"s2"}\n}\n`,
    );
    expect(readMadeFrom(file)).toEqual(record);
  });
});
