/**
 * `npm run images`: renders the site's original illustrations (./art/*) to the files pages serve:
 *
 *   npm run images                            art + identity (the default)
 *   npm run images -- vectors                 the SVG files only (logos, products, dryers, map)
 *   npm run images -- identity                favicon, touch and manifest icons, logo.png,
 *                                             social image and site.webmanifest only
 *   npm run images -- videos                  the home page's loop videos (needs ffmpeg)
 *
 * Raster art goes out as AVIF and WebP at several widths (`${base}-${w}.avif|webp`, the
 * shape `Picture` in app/components/ui/picture.tsx reads); drawings that stay sharp and
 * small as vectors go out as SVG. The output is committed, so a build needs neither sharp's
 * encoders nor ffmpeg; rerun this after changing the art, or the identity group after
 * changing the company name (PUBLIC_COMPANY_NAME), which the social image shows.
 * Deterministic: the same art and versions give the same bytes.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";
import { publicSettingPrefixes } from "../app/lib/public-settings.ts";
import { logos, products } from "./art/brands.ts";
import { dryers } from "./art/dryers.ts";
import { heroKitchen } from "./art/hero.ts";
import { icoFromPngs, markSvg, socialOverlay } from "./art/identity.ts";
import { kitchenScene, type Finish } from "./art/kitchen.ts";
import { officeMap } from "./art/map.ts";
import { bootRoom, cellar, wineRoom } from "./art/rooms.ts";
import { renderSvg as render } from "../scripts/raster-art.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

interface RasterJob {
  /** Output base under public/, e.g. "images/home/hero-kitchen". */
  out: string;
  svg: () => string;
  widths: readonly number[];
  quality?: { avif: number; webp: number };
}

/** Shows part of a drawing: a new viewBox over the same art. */
function crop(svgText: string, x: number, y: number, w: number, h: number): string {
  return svgText.replace(/width="\d+" height="\d+" viewBox="[^"]+"/, `width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}"`);
}

/** The Norcool scenes: a wide view for the showcase, a close one for the configurator. */
const norcoolWide = (finish: Finish, open = 0) => crop(kitchenScene(finish, open), 60, 180, 1080, 720);
const norcoolClose = (finish: Finish) => crop(kitchenScene(finish, 0), 240, 360, 720, 540);

const rasterJobs: RasterJob[] = [
  { out: "images/home/hero-kitchen", svg: heroKitchen, widths: [480, 768, 1024, 1440, 1920], quality: { avif: 52, webp: 72 } },
  { out: "images/home/showcase-norcool", svg: () => norcoolWide("stainless"), widths: [480, 800, 1200] },
  { out: "images/home/showcase-thermocold", svg: wineRoom, widths: [480, 800, 1200] },
  { out: "images/home/showcase-nimo", svg: () => bootRoom(0), widths: [480, 800, 1200] },
  { out: "images/home/showcase-winemaster", svg: cellar, widths: [480, 800, 1200] },
  ...(["custom", "stainless", "black"] as const).map((finish) => ({
    out: `images/home/finish-${finish}`,
    svg: () => norcoolClose(finish),
    widths: [480, 800, 1200],
  })),
];

const svgFiles: { out: string; svg: () => string }[] = [
  ...Object.entries(logos).map(([slug, draw]) => ({ out: `images/brands/${slug}-logo.svg`, svg: draw })),
  ...Object.entries(products).map(([slug, draw]) => ({ out: `images/brands/${slug}-product.svg`, svg: draw })),
  ...Object.entries(dryers).map(([name, draw]) => ({ out: `images/home/dryer-${name}.svg`, svg: draw })),
  { out: "images/home/office-map.svg", svg: officeMap },
];

function write(rel: string, data: Buffer | string): void {
  // The brands' pictures are content (content/brands/images/, copied into public/ by the build).
  const file = rel.startsWith("images/brands/") ? path.join(root, "content/brands", rel) : path.join(publicDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`  ${rel} (${(Buffer.byteLength(data) / 1024).toFixed(1)} KB)`);
}

function vectors(): void {
  for (const file of svgFiles) write(file.out, `${file.svg()}\n`);
}

async function art(): Promise<void> {
  for (const job of rasterJobs) {
    const text = job.svg();
    const q = job.quality ?? { avif: 50, webp: 74 };
    for (const w of job.widths) {
      write(`${job.out}-${w}.avif`, await render(text, w).avif({ quality: q.avif, effort: 6, chromaSubsampling: "4:2:0" }).toBuffer());
      write(`${job.out}-${w}.webp`, await render(text, w).webp({ quality: q.webp, effort: 6 }).toBuffer());
    }
  }
  vectors();
}

/** The company's details as the build sees them (content/company/, PUBLIC_* settings applied, as in vite.config.ts). */
async function loadSite(): Promise<{ name: string; shortName: string; tagline: string }> {
  const { module } = await runnerImport<typeof import("../app/content/company.server")>(path.join(root, "app/content/company.server.ts"), {
    configFile: false,
    root,
    envPrefix: [...publicSettingPrefixes],
    logLevel: "warn",
  });
  return { name: module.site.name, shortName: module.site.shortName, tagline: module.companyTexts.en.tagline };
}

async function identity(): Promise<void> {
  const site = await loadSite();
  const png = (svgText: string, size: number) =>
    sharp(Buffer.from(svgText))
      .resize(size, size)
      .png({ compressionLevel: 9, palette: size <= 48 })
      .toBuffer();

  write("favicon.ico", icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(markSvg(size), size) })))));
  // iOS rounds the corners itself: a full square.
  write("apple-touch-icon.png", await png(markSvg(180, { inset: 18, rounded: false }), 180));
  write("images/icons/icon-192.png", await png(markSvg(192), 192));
  write("images/icons/icon-512.png", await png(markSvg(512), 512));
  write("images/icons/icon-maskable-512.png", await png(markSvg(512, { inset: 80, rounded: false }), 512));
  write("images/logo.png", await png(markSvg(512, { inset: 32 }), 512));

  const brandNames = Object.keys(logos).map((slug) => ({ nimo: "NIMO", pevino: "PeVino" })[slug] ?? slug[0]!.toUpperCase() + slug.slice(1));
  const background = await render(heroKitchen(), 1200).extract({ left: 0, top: 60, width: 1200, height: 630 }).toBuffer();
  const social = await sharp(background)
    .composite([{ input: Buffer.from(socialOverlay(site.name, site.tagline, brandNames)) }])
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
  write("images/social-default.png", social);

  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: `${site.tagline}: premium home and kitchen appliances for the Benelux and Germany.`,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0d2233",
    icons: [
      { src: "/images/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/images/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Pipes raw RGB frames into ffmpeg and writes one file. */
function encode(frames: Buffer[], width: number, height: number, fps: number, args: string[], out: string): Promise<void> {
  const file = path.join(publicDir, out);
  mkdirSync(path.dirname(file), { recursive: true });
  return new Promise((resolve, reject) => {
    const ff = spawn(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        `${width}x${height}`,
        "-r",
        String(fps),
        "-i",
        "-",
        "-an",
        "-threads",
        "1",
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        ...args,
        file,
      ],
      { stdio: ["pipe", "inherit", "inherit"] },
    );
    ff.on("error", reject);
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${out}`))));
    for (const frame of frames) ff.stdin.write(frame);
    ff.stdin.end();
  });
}

async function video(out: string, draw: (t: number) => string, width: number, seconds: number, fps = 24): Promise<void> {
  const count = seconds * fps;
  const frames: Buffer[] = [];
  let height = 0;
  for (let i = 0; i < count; i++) {
    const { data, info } = await render(draw(i / count), width)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    height = info.height;
    frames.push(data);
  }
  await encode(
    frames,
    width,
    height,
    fps,
    ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "0", "-pix_fmt", "yuv420p"],
    `${out}.webm`,
  );
  await encode(
    frames,
    width,
    height,
    fps,
    ["-c:v", "libx264", "-crf", "30", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
    `${out}.mp4`,
  );
  console.log(`  ${out}.webm, ${out}.mp4 (${count} frames, ${width}×${height})`);
}

/** Eases 0→1→0 over one loop, with rests at both ends. */
function drawerCycle(t: number): number {
  const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
  if (t < 0.15) return 0;
  if (t < 0.4) return ease((t - 0.15) / 0.25);
  if (t < 0.65) return 1;
  if (t < 0.9) return 1 - ease((t - 0.65) / 0.25);
  return 0;
}

async function videos(): Promise<void> {
  await video("videos/home/norcool-drawer", (t) => norcoolWide("stainless", drawerCycle(t)), 960, 6);
  await video("videos/home/nimo-drying", (t) => bootRoom(t), 960, 6);
}

const groups = { art, vectors, identity, videos } as const;
const asked = process.argv.slice(2);
const run = asked.length ? asked : ["art", "identity"];
for (const name of run) {
  if (!(name in groups)) throw new Error(`unknown group "${name}" (art, vectors, identity, videos)`);
  console.log(`${name}:`);
  await groups[name as keyof typeof groups]();
}
