import type { Locator } from "playwright-core";
import { desktop, openPage, type TestPage } from "./browser";
import type { Suite } from "./suite";

/** A page on /about with the visible header search box (desktop) ready for typing. */
export async function openSearch(suite: Suite, viewport = desktop): Promise<TestPage & { box: Locator; list: Locator }> {
  const t = await openPage(suite.browser, { viewport });
  await t.page.goto(`${suite.server.url}/about`);
  const box = t.page.getByRole("combobox", { name: "Search the site" });
  await box.waitFor();
  return { ...t, box, list: t.page.getByRole("listbox", { name: "Search results" }) };
}

/** Types `query` into a search box and waits for its list of results. */
export async function typeQuery(box: Locator, list: Locator, query: string) {
  await box.click();
  await box.fill(query);
  await list.waitFor();
}
