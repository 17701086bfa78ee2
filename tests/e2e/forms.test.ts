import { describe, expect, it } from "vitest";
import { axeViolations, phone } from "./support/browser";
import { byLabel, errorsOf, fill, holdApi, mailWith, openFormPage, toast } from "./support/forms";
import { useSuite } from "./support/suite";

/**
 * The forms end to end in Chromium against the built server, its SQLite database and a
 * real SMTP server on loopback (PRODUCT.md 7): with and without JavaScript, every validation
 * message, the loading labels and the success texts. Failures are in forms-failures.test.ts.
 */

const suite = useSuite({ smtp: true });

describe("/contact", () => {
  it("shows every validation message at its field, then sends and confirms in Dutch", async () => {
    const t = await openFormPage(suite, "/contact");
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => errorsOf(form, ["Name", "Email", "Message"]))
      .toEqual({
        Name: "Name is required",
        Email: "Email is required",
        Message: "Message is required",
      });
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await fill(form, { Name: "Sanne Visser", Email: "sanne@", Message: "Wat kost een Norcool onderbouw?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => errorsOf(form, ["Name", "Email", "Message"]))
      .toEqual({
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
    const mail = await mailWith(suite, "Wat kost een Norcool onderbouw?");
    expect(mail.envelopeTo).toEqual(["info@example.nl"]);
    expect(mail.parsed!.replyTo!.value[0]!.address).toBe("sanne@example.nl");
  });

  it("works without JavaScript: messages from the server, input kept, then the success text", async () => {
    const t = await openFormPage(suite, "/contact", { js: false });
    t.allowErrors(/status of 400/);
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await fill(form, { Name: "Bram", Email: "bram.example.nl", Message: "Zonder JavaScript" });
    await form.getByRole("button", { name: "Send Message" }).click();
    // The server's answer is a new page: wait for its messages, not for the old page's load.
    const after = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await expect
      .poll(() => errorsOf(after, ["Name", "Email", "Message"]))
      .toEqual({
        Name: null,
        Email: "Please enter a valid email address",
        Message: null,
      });
    expect(await byLabel(after, "Message").inputValue()).toBe("Zonder JavaScript");
    expect(await after.getByRole("alert").textContent()).toBe("Please check the highlighted fields.");

    await fill(after, { Email: "bram@example.nl" });
    await after.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByText("Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.").waitFor();
    await mailWith(suite, "Zonder JavaScript");
    // The page with the messages is answered 400, which the browser logs; nothing else may be.
    expect(t.errors).toEqual(["console.error: Failed to load resource: the server responded with a status of 400 ()"]);
  });
});

describe("/service-request", () => {
  const labels = ["Name", "Email", "Phone (optional)", "Brand", "Model", "Issue description"];

  it("shows every validation message, sends with the Dutch loading label, mails the technical team", async () => {
    const t = await openFormPage(suite, "/service-request", { viewport: phone });
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect
      .poll(() => errorsOf(form, labels))
      .toEqual({
        Name: "Name is required",
        Email: "Email is required",
        "Phone (optional)": null,
        Brand: "Brand is required",
        Model: "Model is required",
        "Issue description": "Issue description is required",
      });
    await fill(form, { Name: "Kees", Email: "kees@@example", "Phone (optional)": "bel me", Brand: "Winemaster", Model: "WM-50" });
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect
      .poll(() => errorsOf(form, ["Email", "Phone (optional)"]))
      .toEqual({
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
    await toast(t.page)
      .filter({ hasText: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op." })
      .waitFor();
    const mail = await mailWith(suite, "Koeling valt uit");
    expect(mail.envelopeTo).toEqual(["technical@example.nl"]);
    expect(mail.parsed!.subject).toBe("Website: Service request – Winemaster (urgent)");
  });

  it("works without JavaScript", async () => {
    const t = await openFormPage(suite, "/service-request", { js: false });
    // The page with the messages is answered 400, which the browser logs.
    t.allowErrors(/status of 400/);
    const form = () => t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await form().getByRole("button", { name: "Submit Service Request" }).click();
    // The server's answer is a new page: wait for its messages, not for the old page's load.
    await expect.poll(() => errorsOf(form(), labels)).toMatchObject({ Name: "Name is required", Brand: "Brand is required" });
    await fill(form(), {
      Name: "Ineke",
      Email: "ineke@example.nl",
      Brand: "NIMO",
      Model: "Eco Dryer 2.0",
      "Issue description": "Droogkast zonder JS gemeld",
    });
    await form().getByRole("button", { name: "Submit Service Request" }).click();
    await t.page.getByText("Je service aanvraag is ontvangen!").waitFor();
    const mail = await mailWith(suite, "Droogkast zonder JS gemeld");
    expect(mail.parsed!.text).toContain("Urgency: normal");
  });
});

describe("the home contact form", () => {
  it("validates, sends the joined name and confirms in English", async () => {
    const t = await openFormPage(suite, "/");
    const form = t.page.getByRole("form", { name: "Send us a message" });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => errorsOf(form, ["First name", "Last name", "Email", "Company (optional)", "Subject", "Message"]))
      .toEqual({
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
    const mail = await mailWith(suite, "Kunnen we de showroom bezoeken? 🍷");
    expect(mail.parsed!.text).toContain("Name: Noor El Amrani");
  });

  it("works without JavaScript", async () => {
    const t = await openFormPage(suite, "/", { js: false });
    const form = t.page.getByRole("form", { name: "Send us a message" });
    await fill(form, {
      "First name": "Lotte",
      "Last name": "Smit",
      Email: "lotte@example.nl",
      Subject: "Vraag",
      Message: "Home zonder JS",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/");
    const mail = await mailWith(suite, "Home zonder JS");
    expect(mail.parsed!.text).toContain("Name: Lotte Smit");
  });
});
