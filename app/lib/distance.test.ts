import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDistance, haversineKm, type LatLng } from "./distance";

const amsterdam = { lat: 52.374, lng: 4.8897 };
const rotterdam = { lat: 51.9225, lng: 4.4792 };
const groningen = { lat: 53.2192, lng: 6.5667 };
const maastricht = { lat: 50.8483, lng: 5.6889 };

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("haversineKm", () => {
  it("matches known straight-line distances between Dutch cities", () => {
    // As the crow flies between the town centres: Amsterdam–Rotterdam about 57.5 km,
    // Amsterdam–Groningen about 147 km, Groningen–Maastricht about 270 km.
    expect(haversineKm(amsterdam, rotterdam)).toBeCloseTo(57.5, 0);
    expect(haversineKm(amsterdam, groningen)).toBeCloseTo(146.8, 0);
    expect(haversineKm(groningen, maastricht)).toBeCloseTo(270.4, 0);
  });

  it("agrees with the spherical law of cosines (an independent formula)", () => {
    const lawOfCosines = (a: LatLng, b: LatLng) => {
      const r = Math.PI / 180;
      const c = Math.sin(a.lat * r) * Math.sin(b.lat * r) + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.cos((b.lng - a.lng) * r);
      return 6371.0088 * Math.acos(Math.max(-1, Math.min(1, c)));
    };
    fc.assert(
      fc.property(point, point, (a: LatLng, b: LatLng) => {
        const km = haversineKm(a, b);
        // The law of cosines loses precision for short distances, so compare from 1 km on.
        fc.pre(km > 1);
        expect(Math.abs(km - lawOfCosines(a, b))).toBeLessThan(1e-3);
      }),
    );
  });

  it("is 0 for the same point and one degree of latitude is about 111.2 km", () => {
    expect(haversineKm(amsterdam, amsterdam)).toBe(0);
    expect(haversineKm({ lat: 52, lng: 5 }, { lat: 53, lng: 5 })).toBeCloseTo(111.195, 2);
  });

  it("gives half the earth's circumference for antipodal points", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });

  it("is symmetric, non-negative, bounded and obeys the triangle inequality", () => {
    // Near antipodal points asin() works where its slope is steep, so a rounding error of one
    // ulp in h moves the result by up to ~0.1 m; compare to the metre, not the millimetre.
    const tolerance = 1e-3; // km
    fc.assert(
      fc.property(point, point, point, (a: LatLng, b: LatLng, c: LatLng) => {
        const ab = haversineKm(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * 6371.0088 + tolerance);
        expect(Math.abs(ab - haversineKm(b, a))).toBeLessThan(tolerance);
        expect(haversineKm(a, c)).toBeLessThanOrEqual(ab + haversineKm(b, c) + tolerance);
      }),
    );
  });
});

describe("formatDistance", () => {
  it("shows one decimal under 10 km and whole km from 10 km", () => {
    expect(formatDistance(0)).toBe("0.0 km");
    expect(formatDistance(3.44)).toBe("3.4 km");
    expect(formatDistance(9.94)).toBe("9.9 km");
    // 9.96 would read "10.0 km" with one decimal: it is 10 km.
    expect(formatDistance(9.96)).toBe("10 km");
    expect(formatDistance(10)).toBe("10 km");
    expect(formatDistance(57.4)).toBe("57 km");
    expect(formatDistance(144.8)).toBe("145 km");
  });

  it("writes the decimal comma in Dutch, German and French", () => {
    for (const lang of ["nl", "de", "fr"] as const) {
      expect(formatDistance(3.44, lang)).toBe("3,4 km");
      expect(formatDistance(0, lang)).toBe("0,0 km");
      expect(formatDistance(57.4, lang)).toBe("57 km");
    }
    expect(formatDistance(3.44, "en")).toBe("3.4 km");
  });
});
