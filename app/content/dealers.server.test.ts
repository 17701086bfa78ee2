import { describe, expect, it } from "vitest";
import { ContentError, createContent } from "./load.server";
import { dealers, loadDealers } from "./dealers.server";

/** content/dealers/ as the editor and `npm run dealers -- import` write it: one file a dealer. */
const dealer = (id: string, fields: Record<string, unknown> = {}) => ({
  [`/content/dealers/${id}.json`]: JSON.stringify({
    id,
    name: `Keukens ${id}`,
    city: "Utrecht",
    country: "Netherlands",
    tier: "C",
    lat: 52.09,
    lng: 5.12,
    phone: "+31 (0)30 123 4567",
    email: `info@${id}.nl`,
    website: `https://${id}.nl`,
    ...fields,
  }),
});

function problems(files: Record<string, string>): readonly string[] {
  try {
    loadDealers(createContent(files));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("dealers from content/dealers/", () => {
  it("reads every file of the folder, in the list's order rather than the files'", () => {
    const list = loadDealers(
      createContent({
        ...dealer("a-zwolle", { city: "Zwolle" }),
        ...dealer("b-almere", { city: "Almere" }),
        ...dealer("c-partner", { city: "Venlo", tier: "A" }),
        ...dealer("d-certified", { city: "Assen", tier: "B" }),
      }),
    );
    expect(list.map((d) => d.id)).toEqual(["c-partner", "d-certified", "b-almere", "a-zwolle"]);
  });

  it("refuses a wrong field, an id that is not the file's name, and an empty folder, naming the file", () => {
    expect(problems(dealer("utrecht", { tier: "D" }))).toEqual(["content/dealers/utrecht.json: tier: A, B or C"]);
    expect(problems({ ...dealer("utrecht"), ...dealer("gouda", { id: "gouda-centrum" }) })).toEqual([
      'content/dealers/gouda.json: id: "gouda-centrum" differs from the file name; name the file gouda-centrum.json, or write "id": "gouda"',
    ]);
    expect(problems({})).toEqual(["content/dealers/ has no dealer: add one file a dealer (or npm run dealers -- import FILE.csv)"]);
  });

  it("has the site's dealers, one file each", () => {
    expect(dealers.length).toBeGreaterThan(0);
    expect(new Set(dealers.map((d) => d.id)).size).toBe(dealers.length);
  });
});
