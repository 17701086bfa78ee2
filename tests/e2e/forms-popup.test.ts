import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desktop, expectClean, openPage, phone, tablet, type TestPage } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * The dealer-application popup (spec 4 and 9) in Chromium: thresholds, the state machine,
 * keyboard and screen-reader behaviour, reduced motion, sending, and the no-JavaScript
 * version.
 */

const suite = useSuite({ smtp: true });

async function open(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<TestPage> {
  const t = await openPage(suite.browser, { viewport: desktop, ...options });
  // Count spin animations: reduced motion must not start one.
  await t.page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { spins: number }).spins = 0;
    Element.prototype.animate = function (...args) {
      (window as unknown as { spins: number }).spins++;
      return animate.apply(this, args);
    };
  });
  await t.page.goto(`${suite.server.url}${path}`);
  if (options.javaScriptEnabled !== false) await t.page.waitForLoadState("networkidle");
  return t;
}

const popup = (page: Page, name = "Become a dealer") => page.getByRole("region", { name, exact: true });
const markButton = (page: Page) => page.getByRole("button", { name: /: open the application form$/ });
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForTimeout(150);
};
const byLabel = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));

async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  return field.page().locator(`[id="${await field.getAttribute("aria-describedby")}"]`).textContent();
}

describe("dealer popup on the home page", () => {
  it("appears past 300 px on desktops, without taking focus, and is no keyboard trap", async () => {
    const t = await open("/");
    await scrollTo(t.page, 250);
    expect(await popup(t.page).count()).toBe(0);
    await scrollTo(t.page, 400);
    await popup(t.page).waitFor();
    expect(await t.page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await popup(t.page).getByRole("heading", { level: 2, name: "Become a dealer" }).count()).toBe(1);

    // Tab from the last control leaves the popup.
    await popup(t.page).getByRole("button", { name: "Send Application" }).focus();
    await t.page.keyboard.press("Tab");
    expect(await popup(t.page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
    // The popup itself (the rest of the page is the home page's own tests' business).
    const axe = await new AxeBuilder({ page: t.page }).include("#dealer-popup").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expectClean(t);
    await t.close();
  });

  it("waits for 1,500 px on tablets and 1,800 px on phones", async () => {
    for (const [viewport, below, above] of [
      [tablet, 1400, 1600],
      [phone, 1700, 1900],
    ] as const) {
      const t = await open("/", { viewport });
      await scrollTo(t.page, below);
      expect(await popup(t.page).count(), `${viewport.width} px at ${below}`).toBe(0);
      await scrollTo(t.page, above);
      await popup(t.page).waitFor();
      await t.close();
    }
  });

  it("minimises (Escape too) to a round button that spins for 0.6 s, then re-expands keeping the input", async () => {
    const t = await open("/");
    await scrollTo(t.page, 500);
    const region = popup(t.page);
    await byLabel(region, "Name").fill("Half typed");
    await byLabel(region, "Name").press("Escape");
    await markButton(t.page).waitFor();
    expect(await region.isVisible()).toBe(false);
    expect(await markButton(t.page).evaluate((el) => el === document.activeElement)).toBe(true);

    const clicked = Date.now();
    await markButton(t.page).click();
    await region.waitFor({ state: "visible" });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(550);
    expect(await t.page.evaluate(() => (window as unknown as { spins: number }).spins)).toBe(1);
    expect(await region.getByRole("heading").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await byLabel(region, "Name").inputValue()).toBe("Half typed");

    await region.getByRole("button", { name: "Minimise the dealer application" }).click();
    await markButton(t.page).waitFor();
    expectClean(t);
    await t.close();
  });

  it("skips the spin for visitors who ask for reduced motion", async () => {
    const t = await open("/", { reducedMotion: "reduce" });
    await scrollTo(t.page, 500);
    await popup(t.page).getByRole("button", { name: "Minimise the dealer application" }).click();
    await markButton(t.page).click();
    await popup(t.page).waitFor({ state: "visible" });
    expect(await t.page.evaluate(() => (window as unknown as { spins: number }).spins)).toBe(0);
    await t.close();
  });

  it("stays away for the visit once closed", async () => {
    const t = await open("/");
    await scrollTo(t.page, 500);
    await popup(t.page).getByRole("button", { name: "Close the dealer application" }).click();
    expect(await popup(t.page).count()).toBe(0);
    expect(await markButton(t.page).count()).toBe(0);
    await scrollTo(t.page, 2000);
    await scrollTo(t.page, 600);
    expect(await popup(t.page).count()).toBe(0);
    await t.page.reload();
    await t.page.waitForLoadState("networkidle");
    await scrollTo(t.page, 800);
    expect(await popup(t.page).count()).toBe(0);
    await t.close();
  });

  it("validates, sends with 'Sending...', confirms, and never comes back", async () => {
    const t = await open("/");
    await scrollTo(t.page, 500);
    const region = popup(t.page);
    await region.getByRole("button", { name: "Send Application" }).click();
    await expect
      .poll(async () => [await fieldError(byLabel(region, "Name")), await fieldError(byLabel(region, "Company")), await fieldError(byLabel(region, "Email")), await fieldError(byLabel(region, "Phone"))])
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

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await t.page.route("**/api/send-form-email", async (route) => {
      await held;
      await route.continue();
    });
    await region.getByRole("button", { name: "Send Application" }).click();
    await region.getByRole("button", { name: "Sending..." }).waitFor();
    release();
    await t.page
      .getByRole("status")
      .filter({ hasText: "Your dealer application has been received! We will contact you within 48 hours." })
      .waitFor();
    expect(await popup(t.page).count()).toBe(0);
    expect(await markButton(t.page).count()).toBe(0);
    await suite.sink.waitFor(1);
    const mail = suite.sink.mails.find((m) => m.parsed?.text?.includes("Showroom in Antwerpen"))!;
    expect(mail.parsed!.subject).toBe("Website: Dealer application – Winefit");

    await t.page.reload();
    await t.page.waitForLoadState("networkidle");
    await scrollTo(t.page, 900);
    expect(await popup(t.page).count()).toBe(0);
    expectClean(t);
    await t.close();
  });

  it("works without JavaScript: a button in the corner opens the form, the page shows the result", async () => {
    const t = await open("/", { javaScriptEnabled: false });
    await t.page.locator("summary").filter({ hasText: "Become a dealer" }).click();
    const region = t.page.getByRole("region", { name: "Become a dealer", exact: true });
    await byLabel(region, "Name").fill("Zonder Script");
    await byLabel(region, "Company").fill("Script BV");
    await byLabel(region, "Email").fill("geen-js@example.nl");
    await byLabel(region, "Phone").fill("010 123 4567");
    await region.getByRole("button", { name: "Send Application" }).click();
    // Playwright's text matching skips <noscript>; roles and text content still work.
    const result = t.page.getByRole("region", { name: "Become a dealer", exact: true }).getByRole("status");
    await result.waitFor();
    expect(await result.textContent()).toBe("Success!Your dealer application has been received! We will contact you within 48 hours.");
    const deadline = Date.now() + 10_000;
    while (!suite.sink.mails.some((m) => m.parsed?.text?.includes("Zonder Script")) && Date.now() < deadline) await t.page.waitForTimeout(50);
    const mail = suite.sink.mails.find((m) => m.parsed?.text?.includes("Zonder Script"))!;
    expect(mail.parsed!.subject).toBe("Website: Dealer application – General");
    await t.close();
  });
});

describe("dealer popup on a brand page", () => {
  it("appears past 300 px with the brand fixed, and confirms with the brand's name", async () => {
    const t = await open("/brands/pevino", { viewport: phone });
    await scrollTo(t.page, 250);
    expect(await popup(t.page, "Become a PeVino dealer").count()).toBe(0);
    await scrollTo(t.page, 350);
    const region = popup(t.page, "Become a PeVino dealer");
    await region.waitFor();
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
    const deadline = Date.now() + 10_000;
    while (!suite.sink.mails.some((m) => m.parsed?.text?.includes("Mila Peeters")) && Date.now() < deadline) await t.page.waitForTimeout(50);
    expect(suite.sink.mails.find((m) => m.parsed?.text?.includes("Mila Peeters"))!.parsed!.subject).toBe("Website: Dealer application – Pevino");
    expectClean(t);
    await t.close();
  });

  it("works without JavaScript, posting to the brand page's own action", async () => {
    const t = await open("/brands/thermocold", { javaScriptEnabled: false });
    await t.page.locator("summary").filter({ hasText: "Become a Thermocold dealer" }).click();
    const region = t.page.getByRole("region", { name: "Become a Thermocold dealer", exact: true });
    await byLabel(region, "Name").fill("Geen Script");
    await byLabel(region, "Company").fill("Koelcel BV");
    await byLabel(region, "Email").fill("koelcel@example");
    await byLabel(region, "Phone").fill("030 765 4321");
    await region.getByRole("button", { name: "Send Application" }).click();
    // The page comes back with the message at the field and the input kept.
    const after = t.page.getByRole("region", { name: "Become a Thermocold dealer", exact: true });
    expect(await fieldError(byLabel(after, "Email"))).toBe("Please enter a valid email address");
    expect(await byLabel(after, "Company").inputValue()).toBe("Koelcel BV");
    await byLabel(after, "Email").fill("koelcel@example.nl");
    await after.getByRole("button", { name: "Send Application" }).click();
    const result = t.page.getByRole("region", { name: "Become a Thermocold dealer", exact: true }).getByRole("status");
    await result.waitFor();
    expect(await result.textContent()).toContain("Your Thermocold dealer application has been received! We will contact you within 48 hours.");
    expect(new URL(t.page.url()).pathname).toBe("/brands/thermocold");
    const deadline = Date.now() + 10_000;
    while (!suite.sink.mails.some((m) => m.parsed?.text?.includes("Geen Script")) && Date.now() < deadline) await t.page.waitForTimeout(50);
    expect(suite.sink.mails.find((m) => m.parsed?.text?.includes("Geen Script"))!.parsed!.subject).toBe("Website: Dealer application – Thermocold");
    await t.close();
  });
});
