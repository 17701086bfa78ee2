import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { prefixPath, type Lang } from "~/lib/i18n";
import { startServer, type RunningServer } from "./support/server";

/**
 * What the brands collection promises an editor (STYLE.md 17 and 18): a seventh brand is
 * its files. In a copy of this checkout, a brand is added as four files in content/brands/
 * (its texts, its place in the order) and its pictures in content/brands/images/, nothing else changes, and the site
 * is built as `npm run build` builds it; the built server then has the brand's page in every
 * language, its header link, its home card, its choice on the service and dealer forms, its
 * place on /become-dealer, its search entry and its sitemap entries. One whole build:
 * minutes, on a busy host (the time is printed).
 */
const slug = "fjordkyl";
const name = "FjordKyl";
const languages: Lang[] = ["en", "nl", "de", "fr"];

/** A text in each language: what distinguishes the files of a translation. */
const words: Record<Lang, { tagline: string; sentence: string; more: string; title: string }> = {
  en: {
    tagline: "Nordic cold storage for small kitchens",
    sentence:
      "FjordKyl builds compact refrigerators and wine cabinets for small kitchens, with quiet compressors and fronts that match the furniture around them.",
    more: "Made to be built in",
    title: "FjordKyl: compact Nordic refrigerators and wine cabinets",
  },
  nl: {
    tagline: "Noordse koeling voor kleine keukens",
    sentence:
      "FjordKyl bouwt compacte koelkasten en wijnklimaatkasten voor kleine keukens, met stille compressoren en fronten die passen bij de meubels eromheen.",
    more: "Gemaakt om in te bouwen",
    title: "FjordKyl: compacte Noordse koelkasten en wijnkasten",
  },
  de: {
    tagline: "Nordische Kühlung für kleine Küchen",
    sentence:
      "FjordKyl baut kompakte Kühlschränke und Weinklimaschränke für kleine Küchen, mit leisen Kompressoren und Fronten, die zu den Möbeln ringsum passen.",
    more: "Zum Einbauen gemacht",
    title: "FjordKyl: kompakte nordische Kühl- und Weinschränke",
  },
  fr: {
    tagline: "Le froid nordique pour les petites cuisines",
    sentence:
      "FjordKyl fabrique des réfrigérateurs et des caves à vin compacts pour les petites cuisines, avec des compresseurs silencieux et des façades assorties aux meubles.",
    more: "Conçu pour être encastré",
    title: "FjordKyl : réfrigérateurs et caves à vin nordiques",
  },
};

const image = `/images/brand-pages/${slug}`;

/** The brand's file in a language, as the editor writes it; the English file also holds what every language shares. */
function brandFile(lang: Lang): string {
  const w = words[lang];
  const four = (label: string) => [1, 2, 3, 4].map((n) => `${label} ${n}`);
  const translated = {
    tagline: w.tagline,
    description: w.sentence,
    highlights: four(w.more),
    origin: "Norway",
    searchKeywords: ["fjordkyl", "compact fridge"],
    meta: { title: w.title, description: w.sentence, keywords: [name, w.more, w.tagline] },
    hero: { badge: w.tagline, title: name, subtitle: w.more, intro: w.sentence },
    categories: {
      title: `${name} ${w.more}`,
      intro: w.sentence,
      items: [{ name: w.more, description: w.sentence, images: [{ src: `${image}/compact.svg`, alt: `${w.tagline}: ${w.more}` }] }],
    },
    story: { title: w.more, paragraphs: [w.sentence], partnership: { title: `${name} & {companyName}`, paragraphs: [w.sentence] } },
    features: {
      title: w.more,
      intro: w.tagline,
      items: ["layers", "sparkles", "leaf", "wrench"].map((icon) => ({ icon, title: w.more, description: w.sentence })),
    },
    contact: { title: w.more, text: w.sentence },
  };
  if (lang !== "en") return stringify(translated);
  return stringify({
    name,
    order: 7,
    logo: `/images/brands/${slug}-logo.svg`,
    productImage: `/images/brands/${slug}-product.svg`,
    gradient: "from-sky-900 to-slate-800",
    partnerSince: 2025,
    countries: ["nederland"],
    website: "https://www.fjordkyl.example",
    heroMedia: { kind: "image", poster: { phone: `${image}/hero-phone.webp`, wide: `${image}/hero-wide.webp` } },
    ...translated,
  });
}

let dir: string;
let server: RunningServer;
let buildMinutes = 0;
let status = "";
const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "new-brand-"));
  // The checkout as it is (committed or not), without what is ignored, as a repository of its own; its packages hard-linked.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).toString().split("\0");
  for (const file of files.filter((f) => f && existsSync(f))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=test", "-c", "user.email=test@example.nl", "commit", "--quiet", "--no-gpg-sign", "-m", "checkout");
  execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  rmSync(path.join(dir, "node_modules/.vite"), { recursive: true, force: true });

  // The editor's change: four files and the brand's pictures (any drawings and posters of the right size).
  for (const lang of languages) writeFileSync(path.join(dir, `content/brands/${slug}.${lang}.yml`), brandFile(lang));
  const pictures = "content/brands/images";
  mkdirSync(path.join(dir, pictures, `brand-pages/${slug}`), { recursive: true });
  const copy = (from: string, to: string) => copyFileSync(path.join(pictures, from), path.join(dir, pictures, to));
  copy("brands/norcool-logo.svg", `brands/${slug}-logo.svg`);
  copy("brands/norcool-product.svg", `brands/${slug}-product.svg`);
  copy("brand-pages/norcool/corner-refrigerator.svg", `brand-pages/${slug}/compact.svg`);
  copy("brand-pages/norcool/hero-phone.webp", `brand-pages/${slug}/hero-phone.webp`);
  copy("brand-pages/norcool/hero-wide.webp", `brand-pages/${slug}/hero-wide.webp`);

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
  if (code !== 0) throw new Error(`the build with the added brand failed (${code}):\n${output.slice(-4000)}`);
  status = git("status", "--porcelain", "--untracked-files=all");
  server = await startServer({ build: path.join(dir, "build") });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (buildMinutes) console.log(`new-brand: the build with the added brand took ${buildMinutes.toFixed(1)} min on this host`);
});

const get = async (pathname: string) => {
  const res = await fetch(server.url + pathname);
  return { status: res.status, body: await res.text() };
};
/** As React writes text into HTML. */
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("a seventh brand added as four files and its pictures", () => {
  it("changes no file of the checkout: the build adds only ignored ones", () => {
    expect(status.trim().split("\n").sort()).toEqual(
      [
        ...languages.map((lang) => `?? content/brands/${slug}.${lang}.yml`),
        `?? content/brands/images/brands/${slug}-logo.svg`,
        `?? content/brands/images/brands/${slug}-product.svg`,
        `?? content/brands/images/brand-pages/${slug}/compact.svg`,
        `?? content/brands/images/brand-pages/${slug}/hero-phone.webp`,
        `?? content/brands/images/brand-pages/${slug}/hero-wide.webp`,
      ].sort(),
    );
  });

  it.each(languages)("%s: has its page, with its texts", async (lang) => {
    const page = await get(prefixPath(`/brands/${slug}`, lang));
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(words[lang].tagline));
    expect(page.body).toContain(html(words[lang].sentence));
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000${prefixPath(`/brands/${slug}`, lang)}"`);
  });

  it.each(languages)("%s: is linked in the header and has its card on the home page, last in the order", async (lang) => {
    const about = (await get(prefixPath("/about", lang))).body;
    const header = about.slice(about.indexOf("<header"), about.indexOf("</header>"));
    expect(header).toContain(`href="${prefixPath(`/brands/${slug}`, lang)}"`);
    expect(header.lastIndexOf(">Winemaster<")).toBeLessThan(header.lastIndexOf(`>${name}<`));
    const home = (await get(prefixPath("/", lang))).body;
    expect(home).toContain(html(words[lang].tagline));
    expect(home).toContain(`href="${prefixPath(`/brands/${slug}`, lang)}"`);
  });

  it("is a choice on the service form and the dealer form, and on /become-dealer", async () => {
    expect((await get("/service-request")).body).toMatch(
      new RegExp(`<option value="Winemaster">Winemaster</option><option value="${name}">${name}</option><option value="Other">`),
    );
    expect((await get("/")).body).toContain(`<option value="${name}">${name}</option></select>`);
    expect((await get("/become-dealer")).body).toContain(`>${name}<`);
  });

  it.each(languages)("%s: is in the language's search index", async (lang) => {
    const index = JSON.parse((await get(prefixPath("/search-index.json", lang))).body) as { url: string; title: string; type: string }[];
    expect(index).toContainEqual(expect.objectContaining({ url: prefixPath(`/brands/${slug}`, lang), title: name, type: "brand" }));
  });

  it("is in the sitemap in every language, and the counts say seven", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const lang of languages) expect(sitemap).toContain(`<loc>http://localhost:3000${prefixPath(`/brands/${slug}`, lang)}</loc>`);
    expect((await get("/")).body).toContain("We import and distribute seven premium brands");
    expect((await get("/nl")).body).toContain("Zeven specialisten, één partner");
  });
});
