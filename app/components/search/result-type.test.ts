import { describe, expect, it } from "vitest";
import { searchBox } from "~/content/search-box";
import { searchBox as searchBoxDe } from "~/content/search-box.de";
import { searchBox as searchBoxNl } from "~/content/search-box.nl";
import { resultType } from "./result-type";

describe("resultType", () => {
  const labels = searchBox.resultTypes;

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
    expect(resultType("brand", searchBoxNl.resultTypes).label).toBe("Merk");
    expect(resultType("manual", searchBoxDe.resultTypes)).toEqual({ label: "Anleitung", icon: resultType("manual", labels).icon });
    expect(resultType("video", searchBoxNl.resultTypes).label).toBe("Pagina");
  });
});
