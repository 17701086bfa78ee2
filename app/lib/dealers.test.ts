import { describe, expect, it } from "vitest";
import type { Dealer } from "~/content/dealers";
import { dealers } from "~/content/dealers.server";
import { dealerChecks, dealerSchema } from "~/content/dealers.schema.server";
import { dutchTowns, postcodeAreas } from "~/content/dutch-places";
import { haversineKm } from "~/lib/distance";
import { defaultOrder, mapsSearchUrl, normalizePlaceName, phoneHref, sortByDistance } from "./dealers";
import { findPlace } from "./find-place";

const [places] = dealerChecks.map((c) => (value: unknown) => c.schema.safeParse(value).success);
/** Every sample dealer has a sample name (app/server/launch-check.server.ts); the company's own need not follow the samples' rules. */
const samples = dealers.every((d) => d.name.endsWith("(sample dealer)"));
/** A dealer in the Netherlands, as a file in content/dealers/ has one. */
const dutchDealer: Dealer = {
  id: "zwolle",
  name: "Keukenstudio Zwolle",
  city: "Zwolle",
  country: "Netherlands",
  tier: "C",
  lat: 52.5168,
  lng: 6.083,
  phone: "+31 (0)38 123 4567",
  email: "info@keukenstudio-zwolle.nl",
  website: "https://keukenstudio-zwolle.nl",
};

describe("dealer content", () => {
  it("passes its build-time checks", () => {
    for (const check of dealerChecks) expect(check.schema.safeParse(check.value).error).toBeUndefined();
  });

  it("fails the build for a point outside the dealer's country", () => {
    // Münster (Germany), Liège (Belgium) and a point in the North Sea lie outside the Netherlands.
    expect(dealerSchema.safeParse(dutchDealer).success).toBe(true);
    expect(dealerSchema.safeParse({ ...dutchDealer, lat: 51.9607, lng: 7.6261 }).success).toBe(false);
    expect(dealerSchema.safeParse({ ...dutchDealer, lat: 50.6326, lng: 5.5797 }).success).toBe(false);
    expect(dealerSchema.safeParse({ ...dutchDealer, lat: 53.7, lng: 4.5 }).success).toBe(false);
    // Liège is fine for a dealer in Belgium with a Belgian number.
    expect(
      dealerSchema.safeParse({ ...dutchDealer, country: "Belgium", lat: 50.6326, lng: 5.5797, phone: "+32 4 123 45 67" }).success,
    ).toBe(true);
  });

  it("rejects a postcode list with a missing area", () => {
    expect(places!({ towns: dutchTowns, areas: postcodeAreas.filter((a) => a.area !== "55") })).toBe(false);
  });

  it.runIf(samples)("uses clearly unreachable sample phone numbers (subscriber number starting with 0)", () => {
    for (const d of dealers) expect(d.phone).toMatch(/^\+31 \(0\)\d{2,3} 000 /);
  });

  it("knows every Dutch dealer's town, within a few km of the dealer", () => {
    for (const d of dealers.filter((d) => d.country === "Netherlands")) {
      const place = findPlace(d.city, dutchTowns, postcodeAreas);
      expect(place, d.city).not.toBeNull();
      expect(haversineKm(place!, d), d.city).toBeLessThan(3);
    }
  });

  it("puts each postcode area's centre near its main town", () => {
    for (const area of postcodeAreas) {
      const town = findPlace(area.town, dutchTowns, []);
      if (town) expect(haversineKm(town, area), `${area.area} ${area.town}`).toBeLessThan(35);
    }
  });
});

describe("ordering", () => {
  it("lists premium partners, then certified dealers, then the rest by town", () => {
    const list = defaultOrder(dealers).map((e) => e.dealer);
    const tiers = list.map((d) => d.tier).join("");
    expect(tiers).toBe([...tiers].sort().join(""));
    const cities = list.filter((d) => d.tier === "C").map((d) => d.city);
    const key = (city: string) => city.replace(/^'s-/, "").toLowerCase();
    expect(cities).toEqual([...cities].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    // In the sample network 's-Hertogenbosch stands under H.
    if (samples) expect(cities.indexOf("'s-Hertogenbosch")).toBe(cities.indexOf("Hengelo") + 1);
  });

  it("orders towns as Dutch lists do: case and accents aside, 's- and 't not counted", () => {
    const base = dutchDealer;
    const towns = ["Zwolle", "'s-Hertogenbosch", "Émmen", "almere", "'t Zandt", "Sittard", "Den Haag", "Haarlem", "Eindhoven"];
    const list = towns.map((city, i) => ({ ...base, id: `d${i}`, city }));
    expect(defaultOrder(list).map((e) => e.dealer.city)).toEqual([
      "almere",
      "Den Haag",
      "Eindhoven",
      "Émmen",
      "Haarlem",
      "'s-Hertogenbosch",
      "Sittard",
      "'t Zandt",
      "Zwolle",
    ]);
  });

  it("sorts by haversine distance, nearest first, with the distance", () => {
    const zwolle = { lat: 52.5168, lng: 6.083 };
    const sorted = sortByDistance(dealers, zwolle);
    expect(sorted).toHaveLength(dealers.length);
    if (samples) expect(sorted[0]!.dealer.city).toBe("Zwolle");
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.km!).toBeGreaterThanOrEqual(sorted[i - 1]!.km!);
    for (const e of sorted) expect(e.km).toBeCloseTo(haversineKm(zwolle, e.dealer), 9);
  });

  it("keeps the default order for equal distances", () => {
    const twin = (d: Dealer, id: string, tier: Dealer["tier"]): Dealer => ({ ...d, id, tier });
    const base = dutchDealer;
    const list = [twin(base, "c", "C"), twin(base, "a", "A"), twin(base, "b", "B")];
    expect(sortByDistance(list, { lat: 52, lng: 5 }).map((e) => e.dealer.id)).toEqual(["a", "b", "c"]);
  });
});

describe("findPlace", () => {
  it("finds towns by name and alias, ignoring case, accents, apostrophes and hyphens", () => {
    expect(findPlace("zwolle", dutchTowns, postcodeAreas)?.label).toBe("Zwolle");
    expect(findPlace("  Den Bosch ", dutchTowns, postcodeAreas)?.label).toBe("'s-Hertogenbosch");
    expect(findPlace("s-hertogenbosch", dutchTowns, postcodeAreas)?.label).toBe("'s-Hertogenbosch");
    expect(findPlace("The Hague", dutchTowns, postcodeAreas)?.label).toBe("Den Haag");
    expect(findPlace("’s-Gravenhage", dutchTowns, postcodeAreas)?.label).toBe("Den Haag");
    expect(findPlace("Bergen-op-Zoom", dutchTowns, postcodeAreas)?.label).toBe("Bergen op Zoom");
  });

  it("falls back to the first town that starts with the text", () => {
    expect(findPlace("Leeuw", dutchTowns, postcodeAreas)?.label).toBe("Leeuwarden");
    expect(findPlace("Den H", dutchTowns, postcodeAreas)?.label).toBe("Den Haag");
  });

  it("reads postcodes and two-digit areas", () => {
    const zwolle = postcodeAreas.find((a) => a.area === "80")!;
    for (const q of ["8011 AB", "8011ab", "8011", "80", " 80 "]) {
      expect(findPlace(q, dutchTowns, postcodeAreas)).toEqual({ lat: zwolle.lat, lng: zwolle.lng, label: "postcode area 80 (Zwolle)" });
    }
  });

  it("returns null for what it does not know", () => {
    for (const q of ["", " ", "x", "Atlantis", "0123", "123", "12345", "8011 ABC", "Antwerpen"]) {
      expect(findPlace(q, dutchTowns, postcodeAreas), q).toBeNull();
    }
  });

  it("normalises names", () => {
    expect(normalizePlaceName("  'S-Hertogenbosch ")).toBe("s hertogenbosch");
    expect(normalizePlaceName("Zaltbommél")).toBe("zaltbommel");
  });
});

describe("links", () => {
  it("turns the written phone number into a tel: link", () => {
    expect(phoneHref("+31 (0)38 000 0020")).toBe("tel:+31380000020");
    expect(phoneHref("+31 (0)515 000 048")).toBe("tel:+31515000048");
  });

  it("searches the maps service by latitude,longitude", () => {
    expect(mapsSearchUrl({ lat: 52.5168, lng: 6.083 })).toBe("https://www.google.com/maps/search/?api=1&query=52.5168,6.083");
  });
});
