import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

describe("CSV", () => {
  it("reads quotes, doubled quotes, separators and line ends inside quotes", () => {
    expect(parseCsv('\uFEFFname,city\r\n"Keuken & Wijn, Atelier","Den ""Haag"""\n"two\nlines",x\n')).toEqual([
      ["name", "city"],
      ["Keuken & Wijn, Atelier", 'Den "Haag"'],
      ["two\nlines", "x"],
    ]);
  });

  it("reads the semicolons Dutch and German spreadsheets save, and skips blank lines", () => {
    expect(parseCsv("id;lat\n\nutrecht;52,09\n")).toEqual([
      ["id", "lat"],
      ["utrecht", "52,09"],
    ]);
  });

  it("writes what it reads back unchanged", () => {
    const rows = [
      ["id", "name"],
      ["a", 'He said "hi", then; left'],
      ["b", " padded "],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
