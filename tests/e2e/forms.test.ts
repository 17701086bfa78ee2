import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, expectClean, openPage, phone, type TestPage } from "./support/browser";
import { startServer } from "./support/server";
import { useSuite } from "./support/suite";

/**
 * The forms end to end in Chromium against the built server, its SQLite database and a
 * real SMTP server on loopback (issue 3.9): with and without JavaScript, every validation
 * message, and no success shown for a failure.
 */

const suite = useSuite({ smtp: true });

async function open(path: string, options: { js?: boolean; viewport?: { width: number; height: number } } = {}): Promise<TestPage> {
  const t = await openPage(suite.browser, { viewport: options.viewport ?? desktop, javaScriptEnabled: options.js ?? true });
  await t.page.goto(`${suite.server.url}${path}`);
  if (options.js ?? true) await t.page.waitForLoadState("networkidle");
  return t;
}

/** A control by its label's text; required fields' labels end in an asterisk. */
const byLabel = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()*.?]/g, "\\$&")}( \\*)?$`));

/** The message shown at a field, checked through the field's own ARIA wiring. */
async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const id = await field.getAttribute("aria-describedby");
  if (!id) throw new Error("invalid field without aria-describedby");
  return field.page().locator(`[id="${id}"]`).textContent();
}

async function errorsOf(form: Locator, labels: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const label of labels) out[label] = await fieldError(byLabel(form, label));
  return out;
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = byLabel(form, label);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Holds API requests until released, to see the loading state. */
async function holdApi(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/send-form-email", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const mailWith = async (text: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = suite.sink.mails.find((m) => m.parsed?.text?.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail containing ${text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const toast = (page: Page) => page.getByRole("status").filter({ hasText: "Success!" });

describe("/contact", () => {
  it("shows every validation message at its field, then sends and confirms in Dutch", async () => {
    const t = await open("/contact");
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => errorsOf(form, ["Name", "Email", "Message"])).toEqual({
      Name: "Name is required",
      Email: "Email is required",
      Message: "Message is required",
    });
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await fill(form, { Name: "Sanne Visser", Email: "sanne@", Message: "Wat kost een Norcool onderbouw?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => errorsOf(form, ["Name", "Email", "Message"])).toEqual({
      Name: null,
      Email: "Please enter a valid email address",
      Message: null,
    });
    expect(await axeViolations(t.page)).toEqual([]);

    await fill(form, { Email: "sanne@example.nl" });
    const release = await holdApi(t.page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const busy = form.getByRole("button", { name: "Versturen..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await toast(t.page).filter({ hasText: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op." }).waitFor();
    expect(await byLabel(form, "Name").inputValue()).toBe("");
    const mail = await mailWith("Wat kost een Norcool onderbouw?");
    expect(mail.envelopeTo).toEqual(["info@example.nl"]);
    expect(mail.parsed!.replyTo!.value[0]!.address).toBe("sanne@example.nl");
    expectClean(t);
    await t.close();
  });

  it("works without JavaScript: messages from the server, input kept, then the success text", async () => {
    const t = await open("/contact", { js: false });
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await fill(form, { Name: "Bram", Email: "bram.example.nl", Message: "Zonder JavaScript" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await t.page.waitForLoadState("domcontentloaded");
    const after = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    expect(await errorsOf(after, ["Name", "Email", "Message"])).toEqual({
      Name: null,
      Email: "Please enter a valid email address",
      Message: null,
    });
    expect(await byLabel(after, "Message").inputValue()).toBe("Zonder JavaScript");
    expect(await after.getByRole("alert").textContent()).toBe("Please check the highlighted fields.");

    await fill(after, { Email: "bram@example.nl" });
    await after.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByText("Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.").waitFor();
    await mailWith("Zonder JavaScript");
    // The page with the messages is answered 400, which the browser logs; nothing else may be.
    expect(t.errors).toEqual(["console.error: Failed to load resource: the server responded with a status of 400 ()"]);
    await t.close();
  });
});

describe("/service-request", () => {
  const labels = ["Name", "Email", "Phone (optional)", "Brand", "Model", "Issue description"];

  it("shows every validation message, sends with the Dutch loading label, mails the technical team", async () => {
    const t = await open("/service-request", { viewport: phone });
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect.poll(() => errorsOf(form, labels)).toEqual({
      Name: "Name is required",
      Email: "Email is required",
      "Phone (optional)": null,
      Brand: "Brand is required",
      Model: "Model is required",
      "Issue description": "Issue description is required",
    });
    await fill(form, { Name: "Kees", Email: "kees@@example", "Phone (optional)": "bel me", Brand: "Winemaster", Model: "WM-50" });
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect.poll(() => errorsOf(form, ["Email", "Phone (optional)"])).toEqual({
      Email: "Please enter a valid email address",
      "Phone (optional)": "Please enter a valid phone number",
    });
    expect(await axeViolations(t.page)).toEqual([]);

    await fill(form, {
      Email: "kees@example.nl",
      "Phone (optional)": "+31 6 1234 5678",
      "Urgency (optional)": "urgent",
      "Issue description": "Koeling valt uit; display toont E4.\nSinds gisteren.",
    });
    const release = await holdApi(t.page);
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await form.getByRole("button", { name: "Aanvraag versturen..." }).waitFor();
    release();
    await toast(t.page).filter({ hasText: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op." }).waitFor();
    const mail = await mailWith("Koeling valt uit");
    expect(mail.envelopeTo).toEqual(["technical@example.nl"]);
    expect(mail.parsed!.subject).toBe("Website: Service request – Winemaster (urgent)");
    expectClean(t);
    await t.close();
  });

  it("works without JavaScript", async () => {
    const t = await open("/service-request", { js: false });
    const form = () => t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await form().getByRole("button", { name: "Submit Service Request" }).click();
    await t.page.waitForLoadState("domcontentloaded");
    expect(await errorsOf(form(), labels)).toMatchObject({ Name: "Name is required", Brand: "Brand is required" });
    await fill(form(), {
      Name: "Ineke",
      Email: "ineke@example.nl",
      Brand: "NIMO",
      Model: "Eco Dryer 2.0",
      "Issue description": "Droogkast zonder JS gemeld",
    });
    await form().getByRole("button", { name: "Submit Service Request" }).click();
    await t.page.getByText("Je service aanvraag is ontvangen!").waitFor();
    const mail = await mailWith("Droogkast zonder JS gemeld");
    expect(mail.parsed!.text).toContain("Urgency: normal");
    await t.close();
  });
});

describe("the home contact form", () => {
  it("validates, sends the joined name and confirms in English", async () => {
    const t = await open("/");
    const form = t.page.getByRole("form", { name: "Send us a message" });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => errorsOf(form, ["First name", "Last name", "Email", "Company (optional)", "Subject", "Message"])).toEqual({
      "First name": "First name is required",
      "Last name": "Last name is required",
      Email: "Email is required",
      "Company (optional)": null,
      Subject: "Subject is required",
      Message: "Message is required",
    });
    await fill(form, {
      "First name": "Noor",
      "Last name": "El Amrani",
      Email: "noor@example.nl",
      Subject: "Showroom",
      Message: "Kunnen we de showroom bezoeken? 🍷",
    });
    const release = await holdApi(t.page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("button", { name: "Sending..." }).waitFor();
    release();
    await toast(t.page).filter({ hasText: "Thank you for your message! We'll get back to you soon." }).waitFor();
    const mail = await mailWith("Kunnen we de showroom bezoeken? 🍷");
    expect(mail.parsed!.text).toContain("Name: Noor El Amrani");
    expectClean(t);
    await t.close();
  });

  it("is sent as a plain post when the section's script cannot load", async () => {
    const t = await open("/");
    // The section's code never arrives (app/components/ui/island.tsx).
    await t.page.route(/\/assets\/contact-section-[\w-]+\.js$/, (route) => route.abort());
    const form = t.page.getByRole("form", { name: "Send us a message" });
    await form.scrollIntoViewIfNeeded();
    await fill(form, { "First name": "Daan", "Last name": "Visser", Email: "daan@example.nl", Subject: "Vraag", Message: "Script kwam niet" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByText("Thank you for your message! We'll get back to you soon.").waitFor({ timeout: 15_000 });
    const mail = await mailWith("Script kwam niet");
    expect(mail.parsed!.text).toContain("Name: Daan Visser");
    // The aborted download is the only thing the browser reports.
    expect(t.errors.filter((e) => !/Failed to load resource|could not be loaded/.test(e))).toEqual([]);
    await t.close();
  });

  it("works without JavaScript", async () => {
    const t = await open("/", { js: false });
    const form = t.page.getByRole("form", { name: "Send us a message" });
    await fill(form, { "First name": "Lotte", "Last name": "Smit", Email: "lotte@example.nl", Subject: "Vraag", Message: "Home zonder JS" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/");
    const mail = await mailWith("Home zonder JS");
    expect(mail.parsed!.text).toContain("Name: Lotte Smit");
    await t.close();
  });
});

describe("failures never look like success (PRODUCT.md 6)", { retry: 0 }, () => {
  it("shows the server's error text and keeps the input", async () => {
    const t = await open("/contact");
    await t.page.route("**/api/send-form-email", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Opslag tijdelijk niet beschikbaar" }) }),
    );
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await fill(form, { Name: "Eva", Email: "eva@example.nl", Message: "Komt dit aan?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("alert").filter({ hasText: "Opslag tijdelijk niet beschikbaar" }).waitFor();
    expect(await toast(t.page).count()).toBe(0);
    expect(await byLabel(form, "Message").inputValue()).toBe("Komt dit aan?");
    // The browser logs the failed request itself; that is the only console error allowed here.
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !e.includes("503")));
    expectClean(t);
    await t.close();
  });

  it("shows 'Failed to submit form' when the network fails or the answer is not JSON", async () => {
    const t = await open("/service-request");
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await fill(form, { Name: "Tim", Email: "tim@example.nl", Brand: "Norcool", Model: "X", "Issue description": "Kapot" });
    await t.page.route("**/api/send-form-email", (route) => route.abort("connectionrefused"));
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await form.getByRole("alert").filter({ hasText: "Failed to submit form" }).waitFor();
    await t.page.unroute("**/api/send-form-email");
    await t.page.route("**/api/send-form-email", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Failed to submit form");
    expect(await toast(t.page).count()).toBe(0);
    expect(await byLabel(form, "Model").inputValue()).toBe("X");
    await t.close();
  });

  it("shows the rate limit as an error, not a success (real server, limit 1)", async () => {
    const limited = await startServer({ env: { SMTP_URL: suite.sink.url, FORM_RATE_LIMIT: "1" } });
    const t = await openPage(suite.browser, { viewport: desktop });
    try {
      await t.page.goto(`${limited.url}/contact`);
      await t.page.waitForLoadState("networkidle");
      const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
      await fill(form, { Name: "Rik", Email: "rik@example.nl", Message: "Eerste" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await toast(t.page).waitFor();
      await fill(form, { Name: "Rik", Email: "rik@example.nl", Message: "Tweede" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByRole("alert").filter({ hasText: /^Too many submissions\. Please try again in \d+ seconds\.$/ }).waitFor();
      expect(await byLabel(form, "Message").inputValue()).toBe("Tweede");
    } finally {
      await t.close();
      await limited.stop();
    }
  });
});
