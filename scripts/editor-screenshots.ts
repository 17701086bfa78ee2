import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator } from "playwright-core";
import { launchBrowser, recordPage } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/server";
import { freePort, startDecapServer } from "./decap-server";

/**
 * `npm run screenshots:editor`: the staff guide's pictures (docs/editing.md, docs/editing/*.png)
 * from the real editor — the built server with CMS_ENABLED, decap-server in git mode on a
 * temporary clone of HEAD, Chromium. Run after `npm run build`; nothing of this checkout changes
 * but the pictures.
 */
const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "docs/editing");
mkdirSync(out, { recursive: true });
const dir = mkdtempSync(path.join(tmpdir(), "editor-shots-"));
const git = (...args: string[]) => execFileSync("git", args, { cwd: dir });
execFileSync("sh", ["-c", `git archive HEAD | tar -x -C "${dir}"`], { cwd: root });
git("init", "--quiet", "--initial-branch=main");
git("add", "--all");
git("-c", "user.name=Marketing", "-c", "user.email=marketing@example.nl", "commit", "--quiet", "--message", "The site");

const decap = await startDecapServer(dir, await freePort());
const previewPort = await freePort();
const site = await startServer({
  env: {
    CMS_ENABLED: "1",
    CMS_BACKEND: "proxy",
    CMS_PROXY_URL: decap.url,
    CMS_PREVIEW_REPOSITORY: dir,
    CMS_PREVIEW_PORT: String(previewPort),
    CMS_PREVIEW_URL: `http://localhost:${previewPort}`,
  },
});
const browser = await launchBrowser();
try {
  const tab = await recordPage(browser, { viewport: { width: 1280, height: 800 } });
  const { page } = tab;
  // Leaving an unsaved entry, Decap asks first.
  page.on("dialog", (dialog) => void dialog.accept());
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });
  const field = (name: string, pane = 0) => page.locator(`[id^="${name}-field-"]`).nth(pane);
  await page.goto(`${site.url}/admin`);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.getByRole("link", { name: "Inhoud" }).waitFor();
  // The collections, with the news open: the list staff use most.
  await page.goto(`${site.url}/admin#/collections/news`);
  await page.getByText("Wine Storage Market Trends 2025").first().waitFor();
  await shot("01-collections");

  await page.goto(`${site.url}/admin#/collections/news/new`);
  await field("title").fill("Our new showroom in Utrecht");
  await field("title", 1).fill("Onze nieuwe showroom in Utrecht");
  await field("excerpt").fill("From March, dealers and customers can see every brand at work in Utrecht.");
  await field("excerpt", 1).fill("Vanaf maart zien dealers en klanten elk merk aan het werk in Utrecht.");
  await shot("02-article-languages");

  // A legal page's chapter open, its table and paragraph, and the kinds of block it can add.
  await page.goto(`${site.url}/admin#/collections/legal/entries/warranty`);
  await page.reload();
  await page.getByText("Warranty periods", { exact: true }).waitFor();
  const expand = (heading: Locator) => heading.locator("xpath=..").getByRole("button").first().click();
  await expand(page.getByText("Warranty periods", { exact: true }));
  await expand(page.getByText(/^Tabel: Warranty period per type/));
  const add = page.getByRole("button", { name: "Voeg inhoud toe" });
  await add.click();
  await page.getByRole("menuitem", { name: "Alinea", exact: true }).waitFor();
  await shot("07-legal-chapter");
  await page.keyboard.press("Escape");

  // A fresh load of the entry, as opening it from the list does.
  await page.goto(`${site.url}/admin#/collections/dealers/entries/alkmaar`);
  await page.reload();
  // The entry's values arrive after its fields are drawn.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[id^="phone-field-"]')?.value === "+31 (0)72 000 0011");
  await field("website").fill("http://www.example.nl/dealers/alkmaar");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await page
    .getByText(/Website komt niet overeen/)
    .first()
    .waitFor();
  await field("website").scrollIntoViewIfNeeded();
  await shot("03-refused");

  // The refused change left, the entry opened afresh, its phone changed and saved.
  await page.reload();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[id^="phone-field-"]')?.value === "+31 (0)72 000 0011");
  await field("phone").fill("+31 (0)72 555 0123");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await page.getByText("Item opgeslagen").first().waitFor();
  await page.getByRole("button", { name: /^Status: / }).waitFor();
  await page.getByRole("button", { name: /^Status: / }).click();
  await shot("04-draft");
  await page.getByRole("menuitem", { name: "Klaar" }).click();
  await page.getByText("Status van item geüpdatet").first().waitFor();

  // The draft's preview, built by the site's own build (a minute or two).
  const pane = page.frameLocator("iframe").first().frameLocator("iframe[data-site-preview]");
  await pane.getByRole("button", { name: "Voorvertoning bouwen" }).click();
  await pane.getByRole("link", { name: /^Open de pagina/ }).waitFor({ timeout: 600_000 });
  await shot("06-preview");

  await page.goto(`${site.url}/admin#/workflow`);
  await page.getByText("Keukenstudio Alkmaar (sample dealer)").first().waitFor();
  await shot("05-workflow");
  await tab.close();
  console.log(`screenshots:editor: 7 pictures in ${path.relative(root, out)}/`);
} finally {
  await browser.close();
  await site.stop();
  await decap.stop();
  rmSync(dir, { recursive: true, force: true });
}
