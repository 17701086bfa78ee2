import { describe, expect, it } from "vitest";
import { popupThreshold, popupTransition, type PopupEvent, type PopupState } from "./dealer-popup";

describe("dealer popup state machine (spec 4)", () => {
  const run = (events: PopupEvent[], from: PopupState = "hidden") => events.reduce(popupTransition, from);

  it("appears once scrolled past the threshold, expanded", () => {
    expect(run(["scrolledPast"])).toBe("expanded");
  });

  it("minimises to the round button and re-expands after the spin", () => {
    expect(run(["scrolledPast", "minimise"])).toBe("minimised");
    expect(run(["scrolledPast", "minimise", "open"])).toBe("spinning");
    expect(run(["scrolledPast", "minimise", "open", "spun"])).toBe("expanded");
  });

  it("stays dismissed for the visit, also when scrolling on", () => {
    expect(run(["scrolledPast", "dismiss", "scrolledPast", "open"])).toBe("dismissed");
    expect(run(["scrolledPast", "minimise", "dismiss"])).toBe("dismissed");
    expect(run(["restoreDismissed", "scrolledPast"])).toBe("dismissed");
  });

  it("is gone for good once submitted", () => {
    const after = run(["scrolledPast", "submitted"]);
    expect(after).toBe("submitted");
    for (const event of ["scrolledPast", "open", "spun", "minimise", "dismiss", "restoreDismissed"] as PopupEvent[]) {
      expect(popupTransition(after, event)).toBe("submitted");
    }
    expect(run(["restoreSubmitted", "scrolledPast"])).toBe("submitted");
  });

  it("ignores events that do not apply", () => {
    expect(run(["minimise", "open", "spun"])).toBe("hidden");
    expect(run(["scrolledPast", "spun", "open"])).toBe("expanded");
  });
});

describe("dealer popup scroll thresholds (spec 9)", () => {
  it("is 300 px on brand pages at every width", () => {
    for (const width of [320, 390, 767, 768, 1023, 1024, 1920]) expect(popupThreshold(true, width)).toBe(300);
  });

  it("on the home page: 1,800 px on phones, 1,500 px on tablets, 300 px on desktops", () => {
    expect(popupThreshold(false, 390)).toBe(1800);
    expect(popupThreshold(false, 767)).toBe(1800);
    expect(popupThreshold(false, 768)).toBe(1500);
    expect(popupThreshold(false, 1023)).toBe(1500);
    expect(popupThreshold(false, 1024)).toBe(300);
    expect(popupThreshold(false, 1366)).toBe(300);
  });
});
