import { describe, expect, it } from "vitest";
import { isShown, popupTransition, type PopupEvent, type PopupState } from "./dealer-popup";
import { popupThreshold } from "./popup-threshold";

describe("dealer popup state machine (spec 4)", () => {
  const run = (events: PopupEvent[], from: PopupState = "hidden") => events.reduce(popupTransition, from);

  it("appears once scrolled past the threshold, minimised: the form opens on request (PRODUCT.md 20)", () => {
    expect(run(["scrolledPast"])).toBe("minimised");
    expect(run(["scrolledPast", "scrolledPast"])).toBe("minimised");
  });

  it("expands after the spin, minimises, and expands again keeping its state", () => {
    expect(run(["scrolledPast", "open"])).toBe("spinning");
    expect(run(["scrolledPast", "open", "spun"])).toBe("expanded");
    expect(run(["scrolledPast", "open", "spun", "minimise"])).toBe("minimised");
    expect(run(["scrolledPast", "open", "spun", "minimise", "open", "spun"])).toBe("expanded");
    expect(run(["scrolledPast", "open", "spun", "scrolledPast"])).toBe("expanded");
  });

  it("stays dismissed for the visit, also when scrolling on", () => {
    expect(run(["scrolledPast", "dismiss", "scrolledPast", "open"])).toBe("dismissed");
    expect(run(["scrolledPast", "open", "spun", "dismiss"])).toBe("dismissed");
    expect(run(["scrolledPast", "open", "dismiss"])).toBe("dismissed");
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
    expect(run(["minimise", "open", "spun", "dismiss"])).toBe("hidden");
    expect(run(["scrolledPast", "spun", "minimise"])).toBe("minimised");
    expect(run(["scrolledPast", "open", "open", "minimise"])).toBe("spinning");
  });

  it("is shown while minimised, spinning or expanded only", () => {
    const all: PopupState[] = ["hidden", "expanded", "minimised", "spinning", "dismissed", "submitted"];
    expect(all.filter(isShown)).toEqual(["expanded", "minimised", "spinning"]);
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
