import { describe, expect, it } from "vitest";
import { de } from "~/content/interface/de";
import { en } from "~/content/interface/en";
import { nl } from "~/content/interface/nl";
import { resultType } from "./result-type";

describe("resultType", () => {
  const labels = en.searchBox.resultTypes;

  it("labels the five index types as spec 2.2 names them", () => {
    expect(["brand", "page", "news", "manual", "service"].map((t) => resultType(t, labels).label)).toEqual([
      "Brand",
      "Page",
      "News",
      "Manual",
      "Service",
    ]);
  });
  it("labels anything else Page, with the page icon", () => {
    expect(resultType("video", labels)).toEqual(resultType("page", labels));
    expect(resultType("", labels).label).toBe("Page");
    expect(resultType("constructor", labels).label).toBe("Page");
  });

  it("labels in the page's language", () => {
    expect(resultType("brand", nl.searchBox.resultTypes).label).toBe("Merk");
    expect(resultType("manual", de.searchBox.resultTypes)).toEqual({ label: "Anleitung", icon: resultType("manual", labels).icon });
    expect(resultType("video", nl.searchBox.resultTypes).label).toBe("Pagina");
  });
});
