import { describe, expect, it } from "vitest";
import { createIntakeMeter } from "./intake-meter.server";

describe("createIntakeMeter", () => {
  it("is busy while more than the threshold arrive per second, and calm again after", () => {
    let now = 10_000;
    const meter = createIntakeMeter(() => now, 5);
    for (let i = 0; i < 5; i++) meter.count();
    expect(meter.busy()).toBe(false);
    meter.count();
    expect(meter.busy()).toBe(true);
    now += 1000; // the next second still remembers the burst
    expect(meter.busy()).toBe(true);
    meter.count();
    expect(meter.busy()).toBe(true);
    now += 1000;
    expect(meter.busy()).toBe(false);
    now += 5000;
    meter.count();
    expect(meter.busy()).toBe(false);
  });
});
