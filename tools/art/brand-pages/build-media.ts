import sharp from "sharp";
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import * as H from "./hero.ts";

// Renders the brand pages' posters and loop videos (needs ffmpeg): npx tsx tools/art/brand-pages/build-media.ts . [slug]
const repo = process.argv[2] || process.cwd();
const only = process.argv[3];
const FPS = 24;
const SECONDS = 8;
type Slug = "norcool" | "thermocold" | "nimo" | "winefit" | "pevino" | "winemaster";
const videos: Partial<Record<Slug, { audio?: boolean }>> = { norcool: { audio: true }, nimo: {}, winefit: {}, winemaster: {} };
const stills: Slug[] = ["thermocold", "pevino"];
// Where the scene's subject sits (% of width): the phone poster is cut around it, and the
// page shows the video with the same object-position (content: heroPoster(slug, focusX)).
const focus: Record<Slug, number> = { norcool: 50, thermocold: 55, nimo: 70, winefit: 66, pevino: 70, winemaster: 50 };

async function posters(slug: Slug, svg: string): Promise<void> {
  const dir = `${repo}/content/brands/images/brand-pages/${slug}`;
  mkdirSync(dir, { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(`${dir}/hero-wide.webp`);
  const tall = await sharp(Buffer.from(svg), { density: (72 * 960) / 900 })
    .png()
    .toBuffer();
  const meta = await sharp(tall).metadata();
  await sharp(tall)
    .extract({
      left: Math.max(0, Math.min(meta.width - 540, Math.round((meta.width * focus[slug]) / 100 - 270))),
      top: 0,
      width: 540,
      height: 960,
    })
    .webp({ quality: 72, effort: 6 })
    .toFile(`${dir}/hero-phone.webp`);
  for (const f of ["hero-wide.webp", "hero-phone.webp"]) console.log(`${slug}/${f}`, statSync(`${dir}/${f}`).size);
}

function encode(args: string[], frames: Buffer[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn("ffmpeg", ["-y", "-loglevel", "error", ...args], { stdio: ["pipe", "inherit", "inherit"] });
    ff.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
    (async () => {
      for (const frame of frames) if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once("drain", r));
      ff.stdin.end();
    })().catch(reject);
  });
}

for (const slug of [...(Object.keys(videos) as Slug[]), ...stills]) {
  if (only && only !== slug) continue;
  await posters(slug, H[slug](0));
  const video = videos[slug];
  if (!video) continue;
  const frames: Buffer[] = [];
  const n = FPS * SECONDS;
  const t0 = Date.now();
  for (let i = 0; i < n; i++) {
    frames.push(
      await sharp(Buffer.from(H[slug](i / n)), { density: 43.2 })
        .resize(960, 540)
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  console.log(slug, "frames", Date.now() - t0, "ms");
  const out = `${repo}/public/videos/${slug}-loop`;
  mkdirSync(`${repo}/public/videos`, { recursive: true });
  const input = ["-f", "image2pipe", "-framerate", String(FPS), "-i", "-"];
  const audioIn = video.audio ? ["-f", "lavfi", "-t", String(SECONDS), "-i", "anullsrc=channel_layout=stereo:sample_rate=48000"] : [];
  const audioOpts = (codec: string) => (video.audio ? ["-map", "0:v", "-map", "1:a", "-c:a", codec, "-b:a", "24k", "-shortest"] : ["-an"]);
  await encode(
    [
      ...input,
      ...audioIn,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "42",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-pix_fmt",
      "yuv420p",
      ...audioOpts("libopus"),
      `${out}.webm`,
    ],
    frames,
  );
  await encode(
    [
      ...input,
      ...audioIn,
      "-c:v",
      "libx264",
      "-crf",
      "31",
      "-preset",
      "slow",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      ...audioOpts("aac"),
      `${out}.mp4`,
    ],
    frames,
  );
  console.log(slug, "webm", statSync(`${out}.webm`).size, "mp4", statSync(`${out}.mp4`).size);
}
