import { describe, expect, it } from "vitest";
import { resultType } from "./result-type";

describe("resultType", () => {
  it("labels the five index types as spec 2.2 names them", () => {
    expect(["brand", "page", "news", "manual", "service"].map((t) => resultType(t).label)).toEqual([
      "Brand",
      "Page",
      "News",
      "Manual",
      "Service",
    ]);
  });
  it("labels anything else Page, with the page icon", () => {
    expect(resultType("video")).toEqual(resultType("page"));
    expect(resultType("").label).toBe("Page");
    expect(resultType("constructor").label).toBe("Page");
  });
});
