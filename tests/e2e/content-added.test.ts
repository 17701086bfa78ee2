import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { NEWS_TITLE_LIMIT } from "~/components/sections/news-card";
import { prefixPath, type Lang } from "~/lib/i18n";
import { truncate } from "~/lib/text";
import { startServer, type RunningServer } from "./support/server";

/**
 * What content as data promises an editor (STYLE.md 17 and 18): a change is its files. In a
 * copy of this checkout, a seventh brand is added as four files in content/brands/ (its
 * texts, its place in the order) and its pictures in content/brands/images/, and a news
 * article as four files in content/news/ and a photo in photos/; nothing else changes, and
 * the site is built once, as `npm run build` builds it (one build for both: minutes on a busy
 * host, the time is printed). The built server then has the brand's page in every language,
 * its header link, its home card, its choice on the service and dealer forms, its place on
 * /become-dealer, its search entry and its sitemap entries; and the article at its address in
 * every language, in every language's news list, search index and the sitemap, with the
 * photo's copies.
 */
const languages: Lang[] = ["en", "nl", "de", "fr"];

const brandSlug = "fjordkyl";
const name = "FjordKyl";

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

const image = `/images/brand-pages/${brandSlug}`;

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
    logo: `/images/brands/${brandSlug}-logo.svg`,
    productImage: `/images/brands/${brandSlug}-product.svg`,
    gradient: "from-sky-900 to-slate-800",
    partnerSince: 2025,
    countries: ["nederland"],
    website: "https://www.fjordkyl.example",
    heroMedia: { kind: "image", poster: { phone: `${image}/hero-phone.webp`, wide: `${image}/hero-wide.webp` } },
    ...translated,
  });
}

const articleSlug = "showroom-opening-2025";
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

/** The article's file in a language, as the editor writes it. */
function articleFile(lang: Lang): string {
  const t = texts[lang];
  return [
    "---",
    'id: "showroom-opening-2025"',
    `slug: ${articleSlug}`,
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
let status = "";
const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "content-added-"));
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

  // The brand: four files and its pictures (any drawings and posters of the right size).
  for (const lang of languages) writeFileSync(path.join(dir, `content/brands/${brandSlug}.${lang}.yml`), brandFile(lang));
  const pictures = "content/brands/images";
  mkdirSync(path.join(dir, pictures, `brand-pages/${brandSlug}`), { recursive: true });
  const copy = (from: string, to: string) => copyFileSync(path.join(pictures, from), path.join(dir, pictures, to));
  copy("brands/norcool-logo.svg", `brands/${brandSlug}-logo.svg`);
  copy("brands/norcool-product.svg", `brands/${brandSlug}-product.svg`);
  copy("brand-pages/norcool/corner-refrigerator.svg", `brand-pages/${brandSlug}/compact.svg`);
  copy("brand-pages/norcool/hero-phone.webp", `brand-pages/${brandSlug}/hero-phone.webp`);
  copy("brand-pages/norcool/hero-wide.webp", `brand-pages/${brandSlug}/hero-wide.webp`);
  // The article: four files and a photo (any photo the site can show at 1200×675).
  for (const lang of languages) writeFileSync(path.join(dir, `content/news/${articleSlug}.${lang}.md`), articleFile(lang));
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
  if (code !== 0) throw new Error(`the build with the added brand and article failed (${code}):\n${output.slice(-4000)}`);
  status = git("status", "--porcelain", "--untracked-files=all");
  server = await startServer({ build: path.join(dir, "build") });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (buildMinutes)
    console.log(`content-added: the build with the added brand and article took ${buildMinutes.toFixed(1)} min on this host`);
});

const get = async (pathname: string) => {
  const res = await fetch(server.url + pathname);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
};
/** As React writes text into HTML. */
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

it("changes no file of the checkout: the build adds only ignored ones", () => {
  expect(status.trim().split("\n").sort()).toEqual(
    [
      ...languages.map((lang) => `?? content/brands/${brandSlug}.${lang}.yml`),
      `?? content/brands/images/brands/${brandSlug}-logo.svg`,
      `?? content/brands/images/brands/${brandSlug}-product.svg`,
      `?? content/brands/images/brand-pages/${brandSlug}/compact.svg`,
      `?? content/brands/images/brand-pages/${brandSlug}/hero-phone.webp`,
      `?? content/brands/images/brand-pages/${brandSlug}/hero-wide.webp`,
      ...languages.map((lang) => `?? content/news/${articleSlug}.${lang}.md`),
      `?? photos/${photo}`,
    ].sort(),
  );
});

describe("a seventh brand added as four files and its pictures", () => {
  it.each(languages)("%s: has its page, with its texts", async (lang) => {
    const page = await get(prefixPath(`/brands/${brandSlug}`, lang));
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(words[lang].tagline));
    expect(page.body).toContain(html(words[lang].sentence));
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000${prefixPath(`/brands/${brandSlug}`, lang)}"`);
  });

  it.each(languages)("%s: is linked in the header and has its card on the home page, last in the order", async (lang) => {
    const about = (await get(prefixPath("/about", lang))).body;
    const header = about.slice(about.indexOf("<header"), about.indexOf("</header>"));
    expect(header).toContain(`href="${prefixPath(`/brands/${brandSlug}`, lang)}"`);
    expect(header.lastIndexOf(">Winemaster<")).toBeLessThan(header.lastIndexOf(`>${name}<`));
    const home = (await get(prefixPath("/", lang))).body;
    expect(home).toContain(html(words[lang].tagline));
    expect(home).toContain(`href="${prefixPath(`/brands/${brandSlug}`, lang)}"`);
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
    expect(index).toContainEqual(expect.objectContaining({ url: prefixPath(`/brands/${brandSlug}`, lang), title: name, type: "brand" }));
  });

  it("is in the sitemap in every language, and the counts say seven", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const lang of languages) expect(sitemap).toContain(`<loc>http://localhost:3000${prefixPath(`/brands/${brandSlug}`, lang)}</loc>`);
    expect((await get("/")).body).toContain("We import and distribute seven premium brands");
    expect((await get("/nl")).body).toContain("Zeven specialisten, één partner");
  });
});

describe("an article added as four files and a photo", () => {
  it.each(languages)("%s: is at its address, with its text and the photo as a responsive picture", async (lang) => {
    const page = await get(prefixPath(`/news/${articleSlug}`, lang));
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${html(texts[lang].title)}</h1>`);
    expect(page.body).toContain(`<h2>${html(texts[lang].heading)}</h2>`);
    expect(page.body).toMatch(/<source type="image\/avif" srcSet="\/images\/photos\/showroom-opening-480\.avif 480w, [^"]*1920w"/);
    expect(page.body).toContain(`alt="${html(texts[lang].imageAlt)}"`);
  });

  it.each(languages)("%s: is in the language's news list", async (lang) => {
    const page = await get(prefixPath("/news", lang));
    expect(page.body).toContain(`href="${prefixPath(`/news/${articleSlug}`, lang)}"`);
    expect(page.body).toContain(`>${html(truncate(texts[lang].title, NEWS_TITLE_LIMIT))}</a>`);
  });

  it.each(languages)("%s: is in the language's search index", async (lang) => {
    const index = JSON.parse((await get(prefixPath("/search-index.json", lang))).body) as { url: string; title: string; type: string }[];
    expect(index).toContainEqual(
      expect.objectContaining({ url: prefixPath(`/news/${articleSlug}`, lang), title: texts[lang].title, type: "news" }),
    );
  });

  it("is in the sitemap in every language, and its photo's copies are served", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const lang of languages) expect(sitemap).toContain(`<loc>http://localhost:3000${prefixPath(`/news/${articleSlug}`, lang)}</loc>`);
    const copy = await get("/images/photos/showroom-opening-1440.avif");
    expect(copy).toMatchObject({ status: 200, type: "image/avif" });
  });
});
