import type { BrowserContextOptions, Page } from "playwright-core";
import { dealers } from "~/content/dealers.server";
import { embeds } from "~/content/embeds.server";
import { axeViolations, desktop, openPage, type TestPage } from "./browser";
import type { Suite } from "./suite";

/**
 * The dealer locator on the Norcool page (spec 2.9), for its browser tests. Map tiles and
 * the maps search are answered locally: the tests reach no other host.
 */
/** The page the locator is on. */
export const PATH = "/brands/norcool";
export const tileHost = new URL(embeds.mapTiles.url.replace(/\{[a-z]\}/g, "a")).host;
// A 1×1 grey PNG; Leaflet draws it at 256×256.
const tilePng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC", "base64");

export const nameOf = (id: string) => dealers.find((d) => d.id === id)!.name;

/** The locator's page, scrolled to the locator and hydrated, with tiles and the maps search answered locally. */
export async function openLocator(suite: Suite, options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {}) {
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
  await t.page.locator("#dealers-map").scrollIntoViewIfNeeded();
  // Hydrated: the list has become a listbox.
  await t.page.locator('#dealers-map [role="listbox"]').waitFor();
  return t;
}

export const dealerOptions = (page: Page) => page.locator('#dealers-map [role="option"]');
export const dealerCard = (page: Page) => page.locator("#dealers-map [data-dealer-card]");
export const tileRequests = (t: TestPage) => t.requests.filter((u) => new URL(u).host === tileHost);
export const leafletRequests = (t: TestPage) => t.requests.filter((u) => /\/assets\/dealer-map-[^/]+\.(js|css)$/.test(u));

export async function loadMap(page: Page) {
  await page
    .locator("#dealers-map")
    .getByRole("button", { name: /Load map/ })
    .click();
  await page.locator("#dealers-map .leaflet-container").waitFor();
  await page.locator('#dealers-map [data-map-lock="locked"]').waitFor();
}

/** axe on the locator alone. */
export function axe(page: Page): Promise<string[]> {
  return axeViolations(page, { include: "#dealers-map" });
}

/**
 * Waits for the map to come to rest: no zoom or pan under way (Leaflet marks its map pane
 * with leaflet-zoom-anim or leaflet-pan-anim meanwhile), no marker or tile transition
 * running (cluster animations, tile fade-in), every tile in view loaded, and, if given, the
 * marker in the same place as a frame before; all of it for three frames running, as Leaflet
 * starts a zoom it was asked for in the next frame.
 */
export async function mapAtRest(page: Page, markerTitle?: string) {
  await page.evaluate(() => delete (window as unknown as { __rest?: unknown }).__rest);
  await page.waitForFunction(
    (title) => {
      const root = document.querySelector("#dealers-map")!;
      const state = window as unknown as { __rest?: { frames: number; box?: string } };
      const rest = (state.__rest ??= { frames: 0 });
      const marker = title ? root.querySelector(`.leaflet-marker-icon[title="${title}"]`) : null;
      const box = marker ? JSON.stringify(marker.getBoundingClientRect()) : undefined;
      const moving =
        root.querySelector(".leaflet-zoom-anim, .leaflet-pan-anim, img.leaflet-tile:not(.leaflet-tile-loaded)") !== null ||
        root
          .getAnimations({ subtree: true })
          .some((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity) ||
        (title !== undefined && (!marker || box !== rest.box));
      rest.box = box;
      rest.frames = moving ? 0 : rest.frames + 1;
      if (rest.frames < 3) return false;
      delete state.__rest;
      return true;
    },
    markerTitle,
    { polling: "raf" },
  );
}

/** Centre of the visible marker of a dealer, in page coordinates, once the map is at rest. */
export async function markerCentre(page: Page, id: string) {
  const marker = page.locator(`#dealers-map .leaflet-marker-icon[title="${nameOf(id)}"]`);
  await marker.waitFor();
  await mapAtRest(page, nameOf(id));
  const box = (await marker.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
