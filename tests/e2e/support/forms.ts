import type { Locator, Page } from "playwright-core";
import { desktop, holdRequests, openPage, type TestPage, waitForHydration } from "./browser";
import type { Suite } from "./suite";

/**
 * A page with a form, with JavaScript once it is hydrated (a press before that would post
 * the form without script) and its network is quiet, or without.
 */
export async function openFormPage(
  suite: Suite,
  path: string,
  options: { js?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const t = await openPage(suite.browser, { viewport: options.viewport ?? desktop, javaScriptEnabled: options.js ?? true });
  await t.page.goto(`${suite.server.url}${path}`);
  if (options.js ?? true) {
    await waitForHydration(t.page);
    await t.page.waitForLoadState("networkidle");
  }
  return t;
}

/** A control by its label's text; required fields' labels end in an asterisk. */
export const byLabel = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()*.?]/g, "\\$&")}( \\*)?$`));

/** The message shown at a field, checked through the field's own ARIA wiring. */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const id = await field.getAttribute("aria-describedby");
  if (!id) throw new Error("invalid field without aria-describedby");
  return field.page().locator(`[id="${id}"]`).textContent();
}

/** The message at each field named by its label, null where there is none. */
export async function errorsOf(form: Locator, labels: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const label of labels) out[label] = await fieldError(byLabel(form, label));
  return out;
}

/** Types into each field named by its label, or chooses the option in a select. */
export async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = byLabel(form, label);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Holds API requests until released, to see the loading state. */
export function holdApi(page: Page): Promise<() => void> {
  return holdRequests(page, "**/api/send-form-email");
}

/** The mail whose text contains `text`, as soon as the suite's SMTP sink has it. */
export const mailWith = (suite: Suite, text: string) => suite.sink.waitForMail((m) => m.parsed?.text?.includes(text) ?? false);

/** The success toast. */
export const toast = (page: Page) => page.getByRole("status").filter({ hasText: "Success!" });

/**
 * Whether the page's script runs this form, the element the server sent (hydrated in place,
 * not drawn again): sent empty, it flags its first required field in this same document,
 * where the server's answer would be a new one.
 */
export async function runByScript(form: Locator): Promise<boolean> {
  const page = form.page();
  const server = await form.elementHandle();
  await page.evaluate(() => ((window as { sameDocument?: boolean } & Window).sameDocument = true));
  await form.locator('button[type="submit"]').first().click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
  const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean } & Window).sameDocument === true);
  return sameDocument && (await server.evaluate((el) => el.isConnected));
}
