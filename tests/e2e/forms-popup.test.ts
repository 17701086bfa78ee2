import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  animationsSettled,
  desktop,
  openPage,
  phone,
  scrollToY,
  tablet,
  type TestPage,
  waitForHeader,
  waitForHydration,
} from "./support/browser";
import { byLabel, fieldError, holdApi, mailWith } from "./support/forms";
import { dealerPopupSettled, expandDealerPopup, popupViolations } from "./support/popup";
import { useSuite } from "./support/suite";

/**
 * The dealer-application popup (spec 4 and 9, PRODUCT.md 20) in Chromium: thresholds, the
 * state machine, keyboard and screen-reader behaviour, reduced motion, sending, and the
 * no-JavaScript version. Its size and where it keeps out of the way: ./forms-popup-layout.test.ts.
 */

const suite = useSuite({ smtp: true });

async function open(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<TestPage> {
  const t = await openPage(suite.browser, { viewport: desktop, ...options });
  // Count spin animations: reduced motion must not start one.
  await t.page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
    const animate = Element.prototype.animate;
    (window as unknown as { spins: number }).spins = 0;
    Element.prototype.animate = function (...args) {
      (window as unknown as { spins: number }).spins++;
      return animate.apply(this, args);
    };
  });
  await t.page.goto(`${suite.server.url}${path}`);
  if (options.javaScriptEnabled !== false) {
    await t.page.waitForLoadState("networkidle");
    // The popup and the header follow the scroll once React owns the page.
    await waitForHydration(t.page);
  }
  return t;
}

const popup = (page: Page, name = "Become a dealer") => page.getByRole("region", { name, exact: true });

/**
 * Without JavaScript: opens the band at the end of the page by keyboard, as a visitor who
 * tabs to it would, and returns its form's region. A pointer's press there can miss: on a
 * long page the sections near the end lay out as they come near the screen, and one ran
 * late enough to move the band under the press (one CI run of the brand page).
 */
async function openBand(page: Page, name: string): Promise<Locator> {
  await page.locator("summary").filter({ hasText: name }).focus();
  await page.keyboard.press("Enter");
  const region = popup(page, name);
  await region.waitFor();
  return region;
}
/** The minimised popup's button that opens the form (and, open, folds it: 'Hide form'). */
const toggle = (page: Page) => popup(page).getByRole("button", { name: /^(Show|Hide) form$/ });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe("dealer popup on the home page", () => {
  it("appears past 300 px on desktops, minimised, without taking focus, told to screen readers, and is no keyboard trap", async () => {
    const t = await open("/");
    await scrollToY(t.page, 250);
    await dealerPopupSettled(t.page);
    expect(await popup(t.page).count()).toBe(0);
    await scrollToY(t.page, 400);
    await popup(t.page).waitFor();
    expect(await t.page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await popup(t.page).getByRole("heading", { level: 2, name: "Become a dealer" }).count()).toBe(1);
    // Minimised: the form waits behind its button (PRODUCT.md 20), which says so.
    expect(await popup(t.page).getByRole("textbox").count()).toBe(0);
    expect(await toggle(t.page).getAttribute("aria-expanded")).toBe("false");
    const controlled = await toggle(t.page).getAttribute("aria-controls");
    expect(await t.page.locator(`[id="${controlled}"]`).isHidden()).toBe(true);
    await expect
      .poll(() => t.page.getByRole("status").filter({ hasText: "an application form can be opened" }).textContent())
      .toBe("Become a dealer: an application form can be opened at the bottom of the screen.");
    // Checked once it has slid in: half-way, its colours blend with the page's.
    await animationsSettled(popup(t.page));
    expect(await popupViolations(t.page)).toEqual([]);

    await expandDealerPopup(popup(t.page));
    expect(await toggle(t.page).getAttribute("aria-expanded")).toBe("true");
    expect(await t.page.locator(`[id="${controlled}"]`).isVisible()).toBe(true);
    await animationsSettled(popup(t.page));
    expect(await popupViolations(t.page)).toEqual([]);
    // Tab from the last control leaves the popup, for the footer's first link: the footer is a
    // part the popup keeps clear of, so it steps aside (and out of the accessibility tree).
    await popup(t.page).getByRole("button", { name: "Send Application" }).focus();
    await t.page.keyboard.press("Tab");
    expect(await t.page.locator("#dealer-popup").evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest("footer")))).toBe(true);
    await t.page.locator("#dealer-popup[data-aside]").waitFor({ state: "attached" });
  });

  it("waits for 1,500 px on tablets and 1,800 px on phones", async () => {
    for (const [viewport, below, above] of [
      [tablet, 1400, 1600],
      [phone, 1700, 1900],
    ] as const) {
      const t = await open("/", { viewport });
      await scrollToY(t.page, below);
      await dealerPopupSettled(t.page);
      expect(await popup(t.page).count(), `${viewport.width} px at ${below}`).toBe(0);
      await scrollToY(t.page, above);
      await popup(t.page).waitFor();
      await t.close();
    }
  });

  it("opens on request after its mark spins for 0.6 s, focus in the first field; Escape folds it back to the button, keeping the input", async () => {
    const t = await open("/");
    await scrollToY(t.page, 500);
    const region = popup(t.page);
    await region.waitFor();
    const name = byLabel(region, "Name");

    const clicked = Date.now();
    await toggle(t.page).click();
    await name.waitFor({ state: "visible" });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(550);
    expect(await t.page.evaluate(() => (window as unknown as { spins: number }).spins)).toBe(1);
    expect(await isFocused(name)).toBe(true);
    await name.fill("Half typed");
    await name.press("Escape");
    await name.waitFor({ state: "hidden" });
    // Folded, not gone: the bar stays, and focus is back on the button that opened it.
    expect(await region.isVisible()).toBe(true);
    expect(await toggle(t.page).textContent()).toBe("Show form");
    expect(await toggle(t.page).getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(toggle(t.page))).toBe(true);

    // Opened again with the keyboard: the same spin, the input kept.
    await t.page.keyboard.press("Enter");
    await name.waitFor({ state: "visible" });
    expect(await t.page.evaluate(() => (window as unknown as { spins: number }).spins)).toBe(2);
    expect(await isFocused(name)).toBe(true);
    expect(await name.inputValue()).toBe("Half typed");

    // 'Hide form' folds it too, focus staying on it.
    await region.getByRole("button", { name: "Hide form" }).click();
    await name.waitFor({ state: "hidden" });
    expect(await isFocused(toggle(t.page))).toBe(true);
    expect(await toggle(t.page).getAttribute("aria-expanded")).toBe("false");
  });

  it("skips the spin and the slides for visitors who ask for reduced motion", async () => {
    const t = await open("/", { reducedMotion: "reduce" });
    await scrollToY(t.page, 500);
    await expandDealerPopup(popup(t.page));
    expect(await t.page.evaluate(() => (window as unknown as { spins: number }).spins)).toBe(0);
    expect(await popup(t.page).evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).animationName])).toEqual([
      "none",
      "none",
    ]);
  });

  it("stays away for the visit once closed", async () => {
    const t = await open("/");
    await scrollToY(t.page, 500);
    await popup(t.page).getByRole("button", { name: "Close the dealer application" }).click();
    expect(await popup(t.page).count()).toBe(0);
    expect(await t.page.getByRole("button", { name: "Show form" }).count()).toBe(0);
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("main");
    await scrollToY(t.page, 2000);
    await scrollToY(t.page, 600);
    // The page has handled both scrolls: the header comes back on the way up.
    await waitForHeader(t.page, "shown");
    expect(await popup(t.page).count()).toBe(0);
    await t.page.reload();
    await waitForHydration(t.page);
    await scrollToY(t.page, 800);
    await dealerPopupSettled(t.page);
    expect(await popup(t.page).count()).toBe(0);
  });

  it("validates, sends with 'Sending...', confirms, and never comes back", async () => {
    const t = await open("/");
    await scrollToY(t.page, 500);
    const region = popup(t.page);
    await expandDealerPopup(region);
    await region.getByRole("button", { name: "Send Application" }).click();
    await expect
      .poll(async () => [
        await fieldError(byLabel(region, "Name")),
        await fieldError(byLabel(region, "Company")),
        await fieldError(byLabel(region, "Email")),
        await fieldError(byLabel(region, "Phone")),
      ])
      .toEqual(["Name is required", "Company is required", "Email is required", "Phone is required"]);
    await byLabel(region, "Name").fill("Fleur Jacobs");
    await byLabel(region, "Company").fill("Jacobs Interieur");
    await byLabel(region, "Email").fill("fleur@jacobs");
    await byLabel(region, "Phone").fill("twaalf");
    await region.getByRole("button", { name: "Send Application" }).click();
    await expect
      .poll(async () => [await fieldError(byLabel(region, "Email")), await fieldError(byLabel(region, "Phone"))])
      .toEqual(["Please enter a valid email address", "Please enter a valid phone number"]);
    await byLabel(region, "Email").fill("fleur@jacobs.nl");
    await byLabel(region, "Phone").fill("+32 3 123 45 67");
    await byLabel(region, "Brand (optional)").selectOption("Winefit");
    await byLabel(region, "Comments (optional)").fill("Showroom in Antwerpen");

    const release = await holdApi(t.page);
    await region.getByRole("button", { name: "Send Application" }).click();
    await region.getByRole("button", { name: "Sending..." }).waitFor();
    release();
    await t.page
      .getByRole("status")
      .filter({ hasText: "Your dealer application has been received! We will contact you within 48 hours." })
      .waitFor();
    expect(await popup(t.page).count()).toBe(0);
    expect(await t.page.getByRole("button", { name: "Show form" }).count()).toBe(0);
    const mail = await mailWith(suite, "Showroom in Antwerpen");
    expect(mail.parsed!.subject).toBe("Website: Dealer application – Winefit");

    await t.page.reload();
    await waitForHydration(t.page);
    await scrollToY(t.page, 900);
    await dealerPopupSettled(t.page);
    expect(await popup(t.page).count()).toBe(0);
  });

  it("works without JavaScript: a button at the end of the page opens the form, the page shows the result", async () => {
    const t = await open("/", { javaScriptEnabled: false });
    const region = await openBand(t.page, "Become a dealer");
    await byLabel(region, "Name").fill("Zonder Script");
    await byLabel(region, "Company").fill("Script BV");
    await byLabel(region, "Email").fill("geen-js@example.nl");
    await byLabel(region, "Phone").fill("010 123 4567");
    await region.getByRole("button", { name: "Send Application" }).click();
    // Playwright's text matching skips <noscript>; roles and text content still work.
    const result = t.page.getByRole("region", { name: "Become a dealer", exact: true }).getByRole("status");
    await result.waitFor();
    expect(await result.textContent()).toBe("Success!Your dealer application has been received! We will contact you within 48 hours.");
    const mail = await mailWith(suite, "Zonder Script");
    expect(mail.parsed!.subject).toBe("Website: Dealer application – General");
  });
});

describe("dealer popup on a brand page", () => {
  it("appears past 300 px with the brand fixed, and confirms with the brand's name", async () => {
    const t = await open("/brands/pevino", { viewport: phone });
    await scrollToY(t.page, 250);
    await dealerPopupSettled(t.page);
    expect(await popup(t.page, "Become a PeVino dealer").count()).toBe(0);
    await scrollToY(t.page, 350);
    const region = popup(t.page, "Become a PeVino dealer");
    await region.waitFor();
    await expandDealerPopup(region);
    expect(await region.getByText("Brand: PeVino").count()).toBe(1);
    expect(await region.getByRole("combobox").count()).toBe(0);
    await byLabel(region, "Name").fill("Mila Peeters");
    await byLabel(region, "Company").fill("Peeters Wijn");
    await byLabel(region, "Email").fill("mila@peeters.be");
    await byLabel(region, "Phone").fill("+32 9 876 54 32");
    await region.getByRole("button", { name: "Send Application" }).click();
    await t.page
      .getByRole("status")
      .filter({ hasText: "Your PeVino dealer application has been received! We will contact you within 48 hours." })
      .waitFor();
    expect((await mailWith(suite, "Mila Peeters")).parsed!.subject).toBe("Website: Dealer application – Pevino");
  });

  it("works without JavaScript, posting to the brand page's own action", async () => {
    const t = await open("/brands/thermocold", { javaScriptEnabled: false });
    // The page with the message is answered 400, which the browser logs.
    t.allowErrors(/status of 400/);
    const region = await openBand(t.page, "Become a Thermocold dealer");
    await byLabel(region, "Name").fill("Geen Script");
    await byLabel(region, "Company").fill("Koelcel BV");
    await byLabel(region, "Email").fill("koelcel@example");
    await byLabel(region, "Phone").fill("030 765 4321");
    await region.getByRole("button", { name: "Send Application" }).click();
    // The page comes back with the message at the field and the input kept (a new page:
    // wait for the message, which the old page did not have).
    const after = t.page.getByRole("region", { name: "Become a Thermocold dealer", exact: true });
    await expect.poll(() => fieldError(byLabel(after, "Email"))).toBe("Please enter a valid email address");
    expect(await byLabel(after, "Company").inputValue()).toBe("Koelcel BV");
    await byLabel(after, "Email").fill("koelcel@example.nl");
    await after.getByRole("button", { name: "Send Application" }).click();
    const result = t.page.getByRole("region", { name: "Become a Thermocold dealer", exact: true }).getByRole("status");
    await result.waitFor();
    expect(await result.textContent()).toContain(
      "Your Thermocold dealer application has been received! We will contact you within 48 hours.",
    );
    expect(new URL(t.page.url()).pathname).toBe("/brands/thermocold");
    // The page came back at the form, not at its top.
    expect(new URL(t.page.url()).hash).toBe("#dealer-popup-form");
    const shown = (await result.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(desktop.height);
    expect((await mailWith(suite, "Geen Script")).parsed!.subject).toBe("Website: Dealer application – Thermocold");
  });
});
