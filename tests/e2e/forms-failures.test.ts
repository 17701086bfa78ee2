import { describe, expect, it } from "vitest";
import { desktop, openPage, waitForHydration } from "./support/browser";
import { byLabel, fill, openFormPage, toast } from "./support/forms";
import { startServer } from "./support/server";
import { useSuite } from "./support/suite";

/**
 * Form failures in Chromium against the built server (PRODUCT.md 6): the server's error
 * text, a network failure, the rate limit; never a success, and the visitor's input kept.
 */

const suite = useSuite({ smtp: true });

describe("failures never look like success (PRODUCT.md 6)", () => {
  it("shows the server's error text and keeps the input", async () => {
    const t = await openFormPage(suite, "/contact");
    // The browser logs the failed request itself; that is the only console error allowed here.
    t.allowErrors(/503/);
    await t.page.route("**/api/send-form-email", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Opslag tijdelijk niet beschikbaar" }) }),
    );
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await fill(form, { Name: "Eva", Email: "eva@example.nl", Message: "Komt dit aan?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("alert").filter({ hasText: "Opslag tijdelijk niet beschikbaar" }).waitFor();
    expect(await toast(t.page).count()).toBe(0);
    expect(await byLabel(form, "Message").inputValue()).toBe("Komt dit aan?");
  });

  it("shows 'Failed to submit form' when the network fails or the answer is not JSON", async () => {
    const t = await openFormPage(suite, "/service-request");
    // The browser logs the refused connection and the 502 itself; nothing else may be.
    t.allowErrors(/Failed to load resource: (net::ERR_CONNECTION_REFUSED|.*status of 502)/);
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Model") });
    await fill(form, { Name: "Tim", Email: "tim@example.nl", Brand: "Norcool", Model: "X", "Issue description": "Kapot" });
    await t.page.route("**/api/send-form-email", (route) => route.abort("connectionrefused"));
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await form.getByRole("alert").filter({ hasText: "Failed to submit form" }).waitFor();
    await t.page.unroute("**/api/send-form-email");
    await t.page.route("**/api/send-form-email", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await form.getByRole("button", { name: "Submit Service Request" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Failed to submit form");
    expect(await toast(t.page).count()).toBe(0);
    expect(await byLabel(form, "Model").inputValue()).toBe("X");
  });

  it("shows the rate limit as an error, not a success (real server, limit 1)", async () => {
    const limited = await startServer({ env: { SMTP_URL: suite.sink.url, FORM_RATE_LIMIT: "1" } });
    const t = await openPage(suite.browser, { viewport: desktop });
    // The browser logs the refused submission (429) itself; nothing else may be.
    t.allowErrors(/status of 429/);
    try {
      await t.page.goto(`${limited.url}/contact`);
      await waitForHydration(t.page);
      await t.page.waitForLoadState("networkidle");
      const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
      await fill(form, { Name: "Rik", Email: "rik@example.nl", Message: "Eerste" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await toast(t.page).waitFor();
      await fill(form, { Name: "Rik", Email: "rik@example.nl", Message: "Tweede" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await form
        .getByRole("alert")
        .filter({ hasText: /^Too many submissions\. Please try again in \d+ seconds?\.$/ })
        .waitFor();
      expect(await byLabel(form, "Message").inputValue()).toBe("Tweede");
    } finally {
      await t.close();
      await limited.stop();
    }
  });
});
