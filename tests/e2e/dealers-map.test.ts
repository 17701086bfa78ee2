import { describe, expect, it } from "vitest";
import { desktop, nextFrames, phone } from "./support/browser";
import {
  axe,
  dealerCard,
  dealerOptions,
  leafletRequests,
  loadMap,
  mapAtRest,
  markerCentre,
  nameOf,
  openLocator,
  tileRequests,
} from "./support/dealer-locator";
import { useSuite } from "./support/suite";

/**
 * The dealer locator's map on the Norcool page (spec 2.9 and 4; PRODUCT.md 11 and 12): loaded
 * only when the visitor asks, locked until Cmd or Ctrl is held, and accessible in every state.
 */

const suite = useSuite();

describe("dealer map in a browser", () => {
  it("requests no tile and no map code before the visitor loads the map", async () => {
    const t = await openLocator(suite);
    // Use everything that works without the map: list, card, town field.
    await dealerOptions(t.page).nth(3).click();
    await dealerCard(t.page).waitFor();
    await t.page.getByLabel("Town or postcode").fill("Utrecht");
    await t.page.getByLabel("Town or postcode").press("Enter");
    await expect.poll(() => dealerOptions(t.page).first().textContent(), { timeout: 5_000 }).toContain("Utrecht");
    await t.page.waitForLoadState("networkidle");
    expect(tileRequests(t)).toEqual([]);
    expect(leafletRequests(t)).toEqual([]);
    expect(t.requests.filter((u) => !u.startsWith(suite.server.url))).toEqual([]);

    await loadMap(t.page);
    await expect.poll(() => tileRequests(t).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(leafletRequests(t).length).toBeGreaterThan(0);
    // No default marker images (from a CDN or our own copy): markers are CSS.
    expect(t.requests.filter((u) => /marker-icon|marker-shadow/.test(u))).toEqual([]);
  });

  it("locks the map until Ctrl or Cmd is held, and locks again on release, blur, hidden page and pointer leave", async () => {
    const t = await openLocator(suite);
    const { page } = t;
    const zwolle = dealerOptions(page).filter({ hasText: nameOf("zwolle") });
    await zwolle.click();
    await loadMap(page);
    const locked = page.locator('#dealers-map [data-map-lock="locked"]');
    const unlocked = page.locator('#dealers-map [data-map-lock="unlocked"]');
    const map = page.locator("#dealers-map .leaflet-container");
    await page.getByRole("button", { name: /^Close details/ }).click();

    // Locked: dimmed overlay with the Dutch hint takes the pointer; the map is inert.
    expect(await locked.textContent()).toBe("Houd Cmd/Ctrl ingedrukt om de kaart te gebruiken");
    expect(await map.evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
    const centre = await markerCentre(page, "zwolle");
    const hit = (point: { x: number; y: number }) =>
      page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest("[data-map-lock], .leaflet-marker-icon")?.getAttribute("data-map-lock") ?? "marker",
        point,
      );
    expect(await hit(centre)).toBe("locked");
    await page.mouse.click(centre.x, centre.y);
    expect(await dealerCard(page).count()).toBe(0);
    // The wheel over a locked map scrolls the page, not the map.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const tilesBefore = tileRequests(t).length;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(scrollBefore);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -200);
    // The page scrolls back: this wheel, too, went to the page. Leaflet cancels the scroll of
    // a wheel it zooms with, so the map had neither.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeLessThan(scrolled);
    expect(tileRequests(t).length).toBe(tilesBefore);

    for (const key of ["Control", "Meta"]) {
      await page.keyboard.down(key);
      await unlocked.waitFor();
      expect(await locked.count()).toBe(0);
      expect(await unlocked.textContent()).toBe("Kaart beschikbaar – scrollen en klikken is toegestaan");
      expect(await map.evaluate((el) => el.closest("[inert]") === null)).toBe(true);
      await page.keyboard.up(key);
      await locked.waitFor();
    }

    // Unlocked, a click on a marker selects the dealer and the wheel zooms the map.
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    const at = await markerCentre(page, "zwolle");
    expect(await hit(at)).toBe("marker");
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => dealerCard(page).getAttribute("data-dealer-card"), { timeout: 5_000 }).toBe("zwolle");
    expect(await zwolle.getAttribute("aria-selected")).toBe("true");
    const zoomedTiles = tileRequests(t).length;
    await page.mouse.move(at.x + 150, at.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => tileRequests(t).length, { timeout: 10_000 }).toBeGreaterThan(zoomedTiles);
    await page.keyboard.up("Control");
    await locked.waitFor();

    // Window blur.
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await locked.waitFor();
    await page.keyboard.up("Control");

    // Page hidden.
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await locked.waitFor();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    });
    await page.keyboard.up("Control");

    // Pointer leaves the window: the browser sends mouseout with no element to go to.
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    await page.evaluate(() =>
      document
        .querySelector("#dealers-map .leaflet-container")!
        .dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: null })),
    );
    await locked.waitFor();
    // Moving between elements inside the page does not lock.
    await page.keyboard.up("Control");
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    await page.mouse.move(at.x + 40, at.y + 40);
    await page.mouse.move(10, 10);
    // The lock is set from the mouse events' own listener; two frames on, React has drawn
    // what they caused.
    await nextFrames(page);
    expect(await unlocked.count()).toBe(1);
    await page.keyboard.up("Control");
  });

  it("keeps the map locked on a touch screen, pointing to the list, while the list still selects on the map", async () => {
    const t = await openLocator(suite, { viewport: phone, hasTouch: true, isMobile: true });
    const { page } = t;
    await loadMap(page);
    const locked = page.locator('#dealers-map [data-map-lock="locked"]');
    expect(await locked.textContent()).toBe("Kies een dealer in de lijst om hem op de kaart te tonen");
    await dealerOptions(page)
      .filter({ hasText: nameOf("groningen") })
      .tap();
    await expect.poll(() => dealerCard(page).getAttribute("data-dealer-card"), { timeout: 5_000 }).toBe("groningen");
    const marker = await markerCentre(page, "groningen");
    await page.getByRole("button", { name: /^Close details/ }).tap();
    await dealerCard(page).waitFor({ state: "detached" });
    // The browser turns the tap into a click of its own, a moment later: wait for that click
    // to have been handled (a marker's click opens the card at once), then look.
    await page.evaluate(() => {
      const state = window as unknown as { __clicks: number };
      state.__clicks = 0;
      window.addEventListener("click", () => state.__clicks++, true);
    });
    await page.touchscreen.tap(marker.x, marker.y);
    await page.waitForFunction(() => (window as unknown as { __clicks: number }).__clicks > 0);
    await nextFrames(page);
    expect(await dealerCard(page).count()).toBe(0);
    expect(await locked.count()).toBe(1);
  });

  it("loads the map by itself on the next visit when the visitor chose to always load maps", async () => {
    const t = await openLocator(suite);
    await t.page.getByLabel("Always load maps").check();
    await loadMap(t.page);
    await t.page.reload();
    await t.page.locator("#dealers-map .leaflet-container").waitFor();
    expect(
      await t.page
        .locator("#dealers-map")
        .getByRole("button", { name: /Load map/ })
        .count(),
    ).toBe(0);
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])(
    "has no axe violations with the map unloaded, with the card open, and with the map loaded (%s)",
    { timeout: 120_000 },
    async (_name, viewport) => {
      const t = await openLocator(suite, { viewport });
      const { page } = t;
      expect(await axe(page), "unloaded").toEqual([]);
      await dealerOptions(page).nth(1).click();
      await dealerCard(page).waitFor();
      expect(await axe(page), "card").toEqual([]);
      await loadMap(page);
      await mapAtRest(page);
      expect(await axe(page), "map loaded, locked").toEqual([]);
      await page.keyboard.down("Control");
      await page.locator('#dealers-map [data-map-lock="unlocked"]').waitFor();
      expect(await axe(page), "map loaded, unlocked").toEqual([]);
      await page.keyboard.up("Control");
    },
  );
});
