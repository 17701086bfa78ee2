import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dealers, dealerTiers } from "~/content/dealers";
import { embeds } from "~/content/embeds";
import { formatDistance, haversineKm } from "~/lib/distance";
import { desktop, expectClean, openPage, phone, type TestPage } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * The dealer locator on the Norcool page (spec 2.9, 4, 8, 9; PRODUCT.md 11 and 12).
 * Map tiles and the maps search are answered locally: the tests reach no other host.
 */

const suite = useSuite();

const PATH = "/brands/norcool";
const tileHost = new URL(embeds.mapTiles.url.replace(/\{[a-z]\}/g, "a")).host;
// A 1×1 grey PNG; Leaflet draws it at 256×256.
const tilePng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC",
  "base64",
);

const nameOf = (id: string) => dealers.find((d) => d.id === id)!.name;

async function openLocator(options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {}) {
  const t = await openPage(suite.browser, { viewport: desktop, ...options });
  const context = t.page.context();
  // The page's dealer-application popup (another feature) is dismissed, as a visitor
  // would, so it does not cover the locator on small screens.
  await context.addInitScript(() => sessionStorage.setItem("dealer-popup", "dismissed"));
  await context.route(`https://${tileHost}/**`, (route) => route.fulfill({ body: tilePng, contentType: "image/png" }));
  await context.route("https://www.google.com/maps/**", (route) =>
    route.fulfill({ body: "<!doctype html><title>Maps search</title>", contentType: "text/html" }),
  );
  await t.page.goto(suite.server.url + PATH);
  // The locator's code loads as it nears the screen (app/components/ui/island.tsx).
  await t.page.locator("#dealers-map").scrollIntoViewIfNeeded();
  // Hydrated: the list has become a listbox.
  await t.page.locator('#dealers-map [role="listbox"]').waitFor();
  return t;
}

const options = (page: Page) => page.locator('#dealers-map [role="option"]');
const card = (page: Page) => page.locator("#dealers-map [data-dealer-card]");
const tileRequests = (t: TestPage) => t.requests.filter((u) => new URL(u).host === tileHost);
const leafletRequests = (t: TestPage) => t.requests.filter((u) => /\/assets\/dealer-map-[^/]+\.(js|css)$/.test(u));

async function loadMap(page: Page) {
  await page.locator("#dealers-map").getByRole("button", { name: /Load map/ }).click();
  await page.locator("#dealers-map .leaflet-container").waitFor();
  await page.locator('#dealers-map [data-map-lock="locked"]').waitFor();
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include("#dealers-map")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Centre of the visible marker of a dealer, in page coordinates. */
async function markerCentre(page: Page, id: string) {
  const marker = page.locator(`#dealers-map .leaflet-marker-icon[title="${nameOf(id)}"]`);
  await marker.waitFor();
  await page.waitForTimeout(400); // let fly/zoom animations settle
  const box = (await marker.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe("dealer list in the server's HTML", () => {
  it("has every dealer with its tier label and town, and no map code or tiles", async () => {
    const html = await (await fetch(suite.server.url + PATH)).text();
    expect(html).toContain('id="dealers-map"');
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    for (const d of dealers) {
      expect(html, d.name).toContain(escape(d.name));
      expect(html).toContain(escape(d.city));
    }
    for (const tier of Object.values(dealerTiers)) expect(html).toContain(tier.label);
    expect(html).not.toContain(tileHost);
    expect(html).not.toMatch(/dealer-map-[^"]+\.(js|css)/);
  });
});

describe("dealer locator in a browser", () => {
  it("requests no tile and no map code before the visitor loads the map", async () => {
    const t = await openLocator();
    // Use everything that works without the map: list, card, town field.
    await options(t.page).nth(3).click();
    await card(t.page).waitFor();
    await t.page.getByLabel("Town or postcode").fill("Utrecht");
    await t.page.getByLabel("Town or postcode").press("Enter");
    await expect.poll(() => options(t.page).first().textContent(), { timeout: 5_000 }).toContain("Utrecht");
    await t.page.waitForLoadState("networkidle");
    expect(tileRequests(t)).toEqual([]);
    expect(leafletRequests(t)).toEqual([]);
    expect(t.requests.filter((u) => !u.startsWith(suite.server.url))).toEqual([]);

    await loadMap(t.page);
    await expect.poll(() => tileRequests(t).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(leafletRequests(t).length).toBeGreaterThan(0);
    // No default marker images (from a CDN or our own copy): markers are CSS.
    expect(t.requests.filter((u) => /marker-icon|marker-shadow/.test(u))).toEqual([]);
    expectClean(t);
    await t.close();
  });

  it("locks the map until Ctrl or Cmd is held, and locks again on release, blur, hidden page and pointer leave", async () => {
    const t = await openLocator();
    const { page } = t;
    const zwolle = options(page).filter({ hasText: nameOf("zwolle") });
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
    expect(await card(page).count()).toBe(0);
    // The wheel over a locked map scrolls the page, not the map.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const tilesBefore = tileRequests(t).length;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(scrollBefore);
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(300);
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
    await expect.poll(() => card(page).getAttribute("data-dealer-card"), { timeout: 5_000 }).toBe("zwolle");
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
      document.querySelector("#dealers-map .leaflet-container")!.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: null })),
    );
    await locked.waitFor();
    // Moving between elements inside the page does not lock.
    await page.keyboard.up("Control");
    await page.keyboard.down("Control");
    await unlocked.waitFor();
    await page.mouse.move(at.x + 40, at.y + 40);
    await page.mouse.move(10, 10);
    await page.waitForTimeout(200);
    expect(await unlocked.count()).toBe(1);
    await page.keyboard.up("Control");
    expectClean(t);
    await t.close();
  });

  it("keeps the map locked on a touch screen, pointing to the list, while the list still selects on the map", async () => {
    const t = await openLocator({ viewport: phone, hasTouch: true, isMobile: true });
    const { page } = t;
    await loadMap(page);
    const locked = page.locator('#dealers-map [data-map-lock="locked"]');
    expect(await locked.textContent()).toBe("Kies een dealer in de lijst om hem op de kaart te tonen");
    await options(page).filter({ hasText: nameOf("groningen") }).tap();
    await expect.poll(() => card(page).getAttribute("data-dealer-card"), { timeout: 5_000 }).toBe("groningen");
    const marker = await markerCentre(page, "groningen");
    await page.getByRole("button", { name: /^Close details/ }).tap();
    await page.touchscreen.tap(marker.x, marker.y);
    await page.waitForTimeout(300);
    expect(await card(page).count()).toBe(0);
    expect(await locked.count()).toBe(1);
    expectClean(t);
    await t.close();
  });

  it("loads the map by itself on the next visit when the visitor chose to always load maps", async () => {
    const t = await openLocator();
    await t.page.getByLabel("Always load maps").check();
    await loadMap(t.page);
    await t.page.reload();
    await t.page.locator("#dealers-map .leaflet-container").waitFor();
    expect(await t.page.locator("#dealers-map").getByRole("button", { name: /Load map/ }).count()).toBe(0);
    expectClean(t);
    await t.close();
  });

  it("opens the detail card from the keyboard, with View Details to a maps search in a new tab", async () => {
    const t = await openLocator();
    const { page } = t;
    await page.getByLabel("Town or postcode").focus();
    await page.keyboard.press("Tab"); // Sort button
    await page.keyboard.press("Tab"); // the list: one Tab stop
    const first = options(page).first();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    const chosen = options(page).nth(52);
    expect(await chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");

    const id = (await card(page).getAttribute("data-dealer-card"))!;
    const dealer = dealers.find((d) => d.id === id)!;
    expect(await chosen.textContent()).toContain(dealer.name);
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    const text = await card(page).textContent();
    for (const part of [dealer.name, dealerTiers[dealer.tier].label, `${dealer.city}, Netherlands`, dealer.phone, dealer.email]) {
      expect(text).toContain(part);
    }
    const view = card(page).getByRole("link", { name: /View Details/ });
    expect(await view.getAttribute("href")).toBe(`https://www.google.com/maps/search/?api=1&query=${dealer.lat},${dealer.lng}`);
    expect(await view.getAttribute("target")).toBe("_blank");
    expect(await view.getAttribute("rel")).toContain("noopener");

    // The card comes next in the Tab order.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-dealer-card]")))).toBe(true);
    const [popup] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://www.google.com/maps/search/?api=1&query=${dealer.lat},${dealer.lng}`);
    await popup.close();

    // × closes the card and focus goes back to the dealer in the list; Escape does too.
    await card(page).getByRole("button", { name: `Close details of ${dealer.name}` }).click();
    expect(await card(page).count()).toBe(0);
    expect(await chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(" ");
    await card(page).waitFor();
    await card(page).getByRole("link", { name: /Website/ }).focus();
    await page.keyboard.press("Escape");
    expect(await card(page).count()).toBe(0);
    expectClean(t);
    await t.close();
  });

  it.each([
    ["near Ede", { latitude: 52.03, longitude: 5.72 }],
    ["in the countryside of Drenthe", { latitude: 52.86, longitude: 6.71 }],
    ["in Zeeland", { latitude: 51.45, longitude: 3.7 }],
  ])("Use My Location puts the haversine-nearest dealer first (%s)", async (_where, position) => {
    const t = await openLocator({ geolocation: position, permissions: ["geolocation"] });
    const { page } = t;
    await page.getByRole("button", { name: "Use My Location" }).click();
    await page.getByText("Location detected! The map will show dealers near you").waitFor();
    const here = { lat: position.latitude, lng: position.longitude };
    const expected = [...dealers].sort((a, b) => haversineKm(here, a) - haversineKm(here, b));
    const texts = await options(page).allTextContents();
    for (let i = 0; i < 3; i++) {
      expect(texts[i]).toContain(expected[i]!.name);
      expect(texts[i]).toContain(formatDistance(haversineKm(here, expected[i]!)));
    }
    expect(await options(page).first().getAttribute("aria-selected")).toBe("true");
    expect(await card(page).getAttribute("data-dealer-card")).toBe(expected[0]!.id);
    // The message is green (the theme's ok colour).
    const colour = await page.getByText("Location detected!").evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe("rgb(22, 101, 52)");
    expectClean(t);
    await t.close();
  });

  it("logs a geolocation failure only, with console.warn and no message", async () => {
    const t = await openLocator();
    const warnings: string[] = [];
    t.page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const before = await options(t.page).allTextContents();
    await t.page.getByRole("button", { name: "Use My Location" }).click();
    await expect.poll(() => warnings.some((w) => w.includes("geolocation failed")), { timeout: 20_000 }).toBe(true);
    expect(await t.page.locator('#dealers-map [role="status"]').first().textContent()).toBe("");
    expect(await options(t.page).allTextContents()).toEqual(before);
    expectClean(t);
    await t.close();
  });

  it("sorts by distance from a town or postcode typed in the field", async () => {
    const t = await openLocator({ viewport: phone });
    const { page } = t;
    const field = page.getByLabel("Town or postcode");
    await field.fill("zwolle");
    await field.press("Enter");
    await page.getByText("Sorted by distance from Zwolle.").waitFor();
    expect(await options(page).first().textContent()).toContain(nameOf("zwolle"));
    expect(await options(page).first().textContent()).toContain("0.0 km");
    const kms = (await options(page).allTextContents()).map((s) => Number(/([\d.]+) km/.exec(s)![1]));
    expect(kms).toEqual([...kms].sort((a, b) => a - b));

    await field.fill("6511 AB");
    await page.getByRole("button", { name: /Sort dealers by distance/ }).click();
    await page.getByText("Sorted by distance from postcode area 65 (Nijmegen).").waitFor();
    expect(await options(page).first().textContent()).toContain(nameOf("nijmegen"));
    expect(await card(page).getAttribute("data-dealer-card")).toBe("nijmegen");

    await field.fill("Atlantis");
    await field.press("Enter");
    await page.getByText(/We don’t know “Atlantis”/).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await page.getByRole("button", { name: "Show all in the usual order" }).click();
    expect(await options(page).first().textContent()).toContain(nameOf("amsterdam"));
    expect(await options(page).first().textContent()).not.toMatch(/\d km/);
    expect(leafletRequests(t)).toEqual([]);
    expectClean(t);
    await t.close();
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("has no axe violations with the map unloaded, with the card open, and with the map loaded (%s)", { timeout: 120_000 }, async (_name, viewport) => {
    const t = await openLocator({ viewport });
    const { page } = t;
    expect(await axe(page), "unloaded").toEqual([]);
    await options(page).nth(1).click();
    await card(page).waitFor();
    expect(await axe(page), "card").toEqual([]);
    await loadMap(page);
    await page.waitForTimeout(500);
    expect(await axe(page), "map loaded, locked").toEqual([]);
    await page.keyboard.down("Control");
    await page.locator('#dealers-map [data-map-lock="unlocked"]').waitFor();
    expect(await axe(page), "map loaded, unlocked").toEqual([]);
    await page.keyboard.up("Control");
    expectClean(t);
    await t.close();
  });
});
