import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { trainingVideos, type TrainingVideo } from "./videos";

/**
 * `npx tsx tools/documents/render-videos.ts`: renders the sample training videos
 * (./videos.ts) to small H.264 MP4s under public/files/samples/videos/, which are
 * committed. Needs ffmpeg (Debian: apt-get install -y ffmpeg) and a sans-serif font
 * (DejaVu or Liberation); the build does not run this, so CI needs neither.
 */
const W = 1280;
const H = 720;
const SECONDS_PER_SLIDE = 5;
const root = path.resolve(import.meta.dirname, "../..");

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

/** Breaks a title into lines of at most `max` characters, on spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function slideSvg(video: TrainingVideo, index: number): string {
  const total = video.slides.length + 1;
  const label = `<text x="96" y="110" ${font} font-size="26" font-weight="bold" fill="#e2c58f">${escapeXml(video.brand.toUpperCase())} · TRAINING</text>`;
  const progress =
    `<rect x="96" y="640" width="${W - 192}" height="6" rx="3" fill="#ffffff" fill-opacity="0.15"/>` +
    `<rect x="96" y="640" width="${((W - 192) * (index + 1)) / total}" height="6" rx="3" fill="#e2c58f"/>` +
    `<text x="${W - 96}" y="620" ${font} font-size="22" fill="#c7d2dc" text-anchor="end">${index + 1} / ${total}</text>`;
  let body: string;
  if (index === 0) {
    const lines = wrap(video.title, 26);
    body =
      lines
        .map((l, i) => `<text x="96" y="${300 + i * 76}" ${font} font-size="62" font-weight="bold" fill="#ffffff">${escapeXml(l)}</text>`)
        .join("") +
      `<text x="96" y="${300 + lines.length * 76}" ${font} font-size="30" fill="#c7d2dc">A short training in ${video.slides.length} steps</text>`;
  } else {
    const slide = video.slides[index - 1]!;
    body =
      `<text x="96" y="230" ${font} font-size="56" font-weight="bold" fill="#ffffff">${escapeXml(slide.heading)}</text>` +
      slide.lines
        .map(
          (line, i) =>
            `<circle cx="110" cy="${318 + i * 80}" r="8" fill="#e2c58f"/>` +
            `<text x="140" y="${330 + i * 80}" ${font} font-size="36" fill="#e8eef3">${escapeXml(line)}</text>`,
        )
        .join("");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#0d2233"/>${label}${body}${progress}</svg>`;
}

function render(video: TrainingVideo, workDir: string): Promise<void> {
  const count = video.slides.length + 1;
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp(Buffer.from(slideSvg(video, i)))
        .png()
        .toFile(path.join(workDir, `slide-${i}.png`)),
    ),
  ).then(() => {
    const inputs = Array.from({ length: count }, (_, i) => [
      "-loop",
      "1",
      "-framerate",
      "25",
      "-t",
      String(SECONDS_PER_SLIDE),
      "-i",
      path.join(workDir, `slide-${i}.png`),
    ]).flat();
    const fades = Array.from(
      { length: count },
      (_, i) => `[${i}:v]fade=t=in:st=0:d=0.4,fade=t=out:st=${SECONDS_PER_SLIDE - 0.4}:d=0.4[v${i}]`,
    ).join(";");
    const concat = `${Array.from({ length: count }, (_, i) => `[v${i}]`).join("")}concat=n=${count}:v=1:a=0,format=yuv420p[out]`;
    const out = path.join(root, "public", ...video.file.split("/").filter(Boolean));
    mkdirSync(path.dirname(out), { recursive: true });
    execFileSync(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        ...inputs,
        "-filter_complex",
        `${fades};${concat}`,
        "-map",
        "[out]",
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-tune",
        "stillimage",
        "-crf",
        "30",
        "-threads",
        "1",
        "-movflags",
        "+faststart",
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        out,
      ],
      { stdio: "inherit" },
    );
    console.log(`${video.file}: ${Math.round(statSync(out).size / 1024)} KB`);
  });
}

const workDir = mkdtempSync(path.join(tmpdir(), "training-videos-"));
try {
  for (const video of trainingVideos) {
    const dir = path.join(workDir, path.basename(video.file, ".mp4"));
    mkdirSync(dir);
    await render(video, dir);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
