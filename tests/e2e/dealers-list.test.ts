import { describe, expect, it } from "vitest";
import { en } from "~/content/interface/en";
import { dealers } from "~/content/dealers.server";
import { formatDistance, haversineKm } from "~/lib/distance";
import { phone } from "./support/browser";
import { dealerCard, dealerOptions, leafletRequests, nameOf, openLocator, PATH, tileHost } from "./support/dealer-locator";
import { useSuite } from "./support/suite";

/**
 * The dealer locator's list on the Norcool page (spec 2.9, 4, 8 and 9; PRODUCT.md 12): in the
 * server's HTML, the detail card from the keyboard, and sorting by the visitor's location or
 * a town. The map is in dealers-map.test.ts.
 */

const suite = useSuite();

describe("dealer list in the server's HTML", () => {
  it("has every dealer with its tier label and town, and no map code or tiles", async () => {
    const html = await (await fetch(suite.server.url + PATH)).text();
    expect(html).toContain('id="dealers-map"');
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    for (const d of dealers) {
      expect(html, d.name).toContain(escape(d.name));
      expect(html).toContain(escape(d.city));
    }
    for (const tier of Object.values(en.dealerTiers)) expect(html).toContain(tier.label);
    // The tile address travels in the page's data (the embeds' settings); no element loads from it.
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")).not.toContain(tileHost);
    expect(html).not.toMatch(/dealer-map-[^"]+\.(js|css)/);
  });
});

describe("dealer list in a browser", () => {
  it("opens the detail card from the keyboard, with View Details to a maps search in a new tab", async () => {
    const t = await openLocator(suite);
    const { page } = t;
    await page.getByLabel("Town or postcode").focus();
    await page.keyboard.press("Tab"); // Sort button
    await page.keyboard.press("Tab"); // the list: one Tab stop
    const first = dealerOptions(page).first();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    const chosen = dealerOptions(page).nth(dealers.length - 2);
    expect(await chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");

    const id = (await dealerCard(page).getAttribute("data-dealer-card"))!;
    const dealer = dealers.find((d) => d.id === id)!;
    expect(await chosen.textContent()).toContain(dealer.name);
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    const text = await dealerCard(page).textContent();
    for (const part of [dealer.name, en.dealerTiers[dealer.tier].label, `${dealer.city}, ${dealer.country}`, dealer.phone, dealer.email]) {
      expect(text).toContain(part);
    }
    const view = dealerCard(page).getByRole("link", { name: /View Details/ });
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
    await dealerCard(page)
      .getByRole("button", { name: `Close details of ${dealer.name}` })
      .click();
    expect(await dealerCard(page).count()).toBe(0);
    expect(await chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(" ");
    await dealerCard(page).waitFor();
    await dealerCard(page)
      .getByRole("link", { name: /Website/ })
      .focus();
    await page.keyboard.press("Escape");
    expect(await dealerCard(page).count()).toBe(0);
  });

  it.each([
    ["near Ede", { latitude: 52.03, longitude: 5.72 }],
    ["in the countryside of Drenthe", { latitude: 52.86, longitude: 6.71 }],
    ["in Zeeland", { latitude: 51.45, longitude: 3.7 }],
  ])("Use My Location puts the haversine-nearest dealer first (%s)", async (_where, position) => {
    const t = await openLocator(suite, { geolocation: position, permissions: ["geolocation"] });
    const { page } = t;
    await page.getByRole("button", { name: "Use My Location" }).click();
    await page.getByText("Location detected! The map will show dealers near you").waitFor();
    const here = { lat: position.latitude, lng: position.longitude };
    const expected = [...dealers].sort((a, b) => haversineKm(here, a) - haversineKm(here, b));
    const texts = await dealerOptions(page).allTextContents();
    for (let i = 0; i < 3; i++) {
      expect(texts[i]).toContain(expected[i]!.name);
      expect(texts[i]).toContain(formatDistance(haversineKm(here, expected[i]!)));
    }
    expect(await dealerOptions(page).first().getAttribute("aria-selected")).toBe("true");
    expect(await dealerCard(page).getAttribute("data-dealer-card")).toBe(expected[0]!.id);
    // The message is green (the theme's ok colour).
    const colour = await page.getByText("Location detected!").evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe("rgb(22, 101, 52)");
  });

  it("logs a geolocation failure only, with console.warn and no message", async () => {
    const t = await openLocator(suite);
    const warnings: string[] = [];
    t.page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const before = await dealerOptions(t.page).allTextContents();
    await t.page.getByRole("button", { name: "Use My Location" }).click();
    await expect.poll(() => warnings.some((w) => w.includes("geolocation failed")), { timeout: 20_000 }).toBe(true);
    expect(await t.page.locator('#dealers-map [role="status"]').first().textContent()).toBe("");
    expect(await dealerOptions(t.page).allTextContents()).toEqual(before);
  });

  it("sorts by distance from a town or postcode typed in the field", async () => {
    const t = await openLocator(suite, { viewport: phone });
    const { page } = t;
    const field = page.getByLabel("Town or postcode");
    await field.fill("zwolle");
    await field.press("Enter");
    await page.getByText("Sorted by distance from Zwolle.").waitFor();
    expect(await dealerOptions(page).first().textContent()).toContain(nameOf("zwolle"));
    expect(await dealerOptions(page).first().textContent()).toContain("0.0 km");
    const kms = (await dealerOptions(page).allTextContents()).map((s) => Number(/([\d.]+) km/.exec(s)![1]));
    expect(kms).toEqual([...kms].sort((a, b) => a - b));

    await field.fill("6511 AB");
    await page.getByRole("button", { name: /Sort dealers by distance/ }).click();
    await page.getByText("Sorted by distance from postcode area 65 (Nijmegen).").waitFor();
    expect(await dealerOptions(page).first().textContent()).toContain(nameOf("nijmegen"));
    expect(await dealerCard(page).getAttribute("data-dealer-card")).toBe("nijmegen");

    await field.fill("Atlantis");
    await field.press("Enter");
    await page.getByText(/We don’t know “Atlantis”/).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await page.getByRole("button", { name: "Show all in the usual order" }).click();
    expect(await dealerOptions(page).first().textContent()).toContain(nameOf("amsterdam"));
    expect(await dealerOptions(page).first().textContent()).not.toMatch(/\d km/);
    expect(leafletRequests(t)).toEqual([]);
  });
});
