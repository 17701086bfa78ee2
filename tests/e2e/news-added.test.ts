import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { truncate } from "~/lib/text";
import { NEWS_TITLE_LIMIT } from "~/components/sections/news-card";
import { prefixPath, type Lang } from "~/lib/i18n";
import { startServer, type RunningServer } from "./support/server";

/**
 * What content as data promises an editor (STYLE.md 17): adding an article is adding its
 * files. In a copy of this checkout, an article is added in four languages with a photo
 * (content/news/*.md and a file in photos/), nothing else changes, and the site is built as
 * `npm run build` builds it; the built server then has the article at its address in every
 * language, in every language's news list, search index and the sitemap, with the photo's
 * copies. One whole build: minutes, on a busy host (the time is printed).
 */
const slug = "showroom-opening-2025";
const photo = "showroom-opening.webp";
const texts: Record<Lang, { title: string; excerpt: string; imageAlt: string; heading: string; body: string }> = {
  en: {
    title: "Our new showroom opens its doors",
    excerpt: "Every brand we carry, installed and working, in one room: come and see the cabinets and climate systems side by side.",
    imageAlt: "A kitchen with built-in wine cabinets in the new showroom",
    heading: "What you can see",
    body: "Drawer fridges, wine cabinets and drying cabinets, each running as it would at home.",
  },
  nl: {
    title: "Onze nieuwe showroom opent de deuren",
    excerpt: "Elk merk dat we voeren, ingebouwd en werkend, in één ruimte: kom de kasten en klimaatsystemen naast elkaar bekijken.",
    imageAlt: "Een keuken met inbouwwijnklimaatkasten in de nieuwe showroom",
    heading: "Wat je kunt zien",
    body: "Koellades, wijnklimaatkasten en droogkasten, elk werkend zoals thuis.",
  },
  de: {
    title: "Unser neuer Showroom öffnet seine Türen",
    excerpt: "Jede Marke, die wir führen, eingebaut und in Betrieb, in einem Raum: Sehen Sie Schränke und Klimasysteme nebeneinander.",
    imageAlt: "Eine Küche mit Einbau-Weinklimaschränken im neuen Showroom",
    heading: "Was Sie sehen können",
    body: "Kühlschubladen, Weinklimaschränke und Trockenschränke, jeder in Betrieb wie zu Hause.",
  },
  fr: {
    title: "Notre nouveau showroom ouvre ses portes",
    excerpt:
      "Chaque marque que nous distribuons, installée et en marche, dans une seule salle : venez voir armoires et systèmes côte à côte.",
    imageAlt: "Une cuisine avec des caves à vin encastrées dans le nouveau showroom",
    heading: "Ce que vous pouvez voir",
    body: "Tiroirs réfrigérés, caves à vin et armoires de séchage, chacun en marche comme chez vous.",
  },
};
const languages = Object.keys(texts) as Lang[];

/** The article's file in a language, as the editor writes it. */
function articleFile(lang: Lang): string {
  const t = texts[lang];
  return [
    "---",
    'id: "showroom-opening-2025"',
    `slug: ${slug}`,
    `title: ${JSON.stringify(t.title)}`,
    `excerpt: ${JSON.stringify(t.excerpt)}`,
    `photo: ${photo}`,
    `imageAlt: ${JSON.stringify(t.imageAlt)}`,
    "category: Company News",
    'publishDate: "2025-03-01"',
    "readTime: 1",
    "featured: false",
    "---",
    "",
    `## ${t.heading}`,
    "",
    t.body,
    "",
  ].join("\n");
}

let dir: string;
let server: RunningServer;
let buildMinutes = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "news-added-"));
  // The checkout as it is (committed or not), without what is ignored; its packages hard-linked.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).toString().split("\0");
  for (const file of files.filter((f) => f && existsSync(f))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  rmSync(path.join(dir, "node_modules/.vite"), { recursive: true, force: true });

  // The editor's change: four files and a photo (any photo the site can show at 1200×675).
  for (const lang of languages) writeFileSync(path.join(dir, `content/news/${slug}.${lang}.md`), articleFile(lang));
  copyFileSync("public/images/home/hero-kitchen-1920.webp", path.join(dir, "photos", photo));

  const started = Date.now();
  const build = spawn("npm", ["run", "build"], {
    cwd: dir,
    // As a release is built: nothing of the test runner's environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on("close", resolve));
  buildMinutes = (Date.now() - started) / 60_000;
  if (code !== 0) throw new Error(`the build with the added article failed (${code}):\n${output.slice(-4000)}`);
  server = await startServer({ build: path.join(dir, "build") });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (buildMinutes) console.log(`news-added: the build with the added article took ${buildMinutes.toFixed(1)} min on this host`);
});

const get = async (pathname: string) => {
  const res = await fetch(server.url + pathname);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
};
/** As React writes text into HTML. */
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("an article added as four files and a photo", () => {
  it.each(languages)("%s: is at its address, with its text and the photo as a responsive picture", async (lang) => {
    const page = await get(prefixPath(`/news/${slug}`, lang));
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${html(texts[lang].title)}</h1>`);
    expect(page.body).toContain(`<h2>${html(texts[lang].heading)}</h2>`);
    expect(page.body).toMatch(/<source type="image\/avif" srcSet="\/images\/photos\/showroom-opening-480\.avif 480w, [^"]*1920w"/);
    expect(page.body).toContain(`alt="${html(texts[lang].imageAlt)}"`);
  });

  it.each(languages)("%s: is in the language's news list", async (lang) => {
    const page = await get(prefixPath("/news", lang));
    expect(page.body).toContain(`href="${prefixPath(`/news/${slug}`, lang)}"`);
    expect(page.body).toContain(`>${html(truncate(texts[lang].title, NEWS_TITLE_LIMIT))}</a>`);
  });

  it.each(languages)("%s: is in the language's search index", async (lang) => {
    const index = JSON.parse((await get(prefixPath("/search-index.json", lang))).body) as { url: string; title: string; type: string }[];
    expect(index).toContainEqual(
      expect.objectContaining({ url: prefixPath(`/news/${slug}`, lang), title: texts[lang].title, type: "news" }),
    );
  });

  it("is in the sitemap in every language, and its photo's copies are served", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const lang of languages) expect(sitemap).toContain(`<loc>http://localhost:3000${prefixPath(`/news/${slug}`, lang)}</loc>`);
    const copy = await get("/images/photos/showroom-opening-1440.avif");
    expect(copy).toMatchObject({ status: 200, type: "image/avif" });
  });
});
