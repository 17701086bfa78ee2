import type { Page } from "playwright-core";
import sharp from "sharp";
import { AA_LARGE, AA_NORMAL, contrastOverPixels, isLargeText, type Rgba } from "./contrast";

/** One run of text inside the measured block, with the contrast measured under it. */
export interface TextContrast {
  /** The text, cut to 40 characters, to say which one failed. */
  text: string;
  large: boolean;
  /** The 5th-percentile contrast of the text's colour against the pixels under it. */
  ratio: number;
  /** The lowest ratio of any single pixel (for the report; not what is judged). */
  min: number;
  /** 4.5, or 3 for large text (WCAG 2.2 1.4.3 AA). */
  required: number;
}

interface TextRun {
  text: string;
  color: Rgba;
  fontSize: number;
  fontWeight: number;
  /** The text's line boxes, in page coordinates. */
  rects: { x: number; y: number; width: number; height: number }[];
}

/**
 * Measures every visible run of text inside `selector` against what is painted under it,
 * pictures included: the text's line boxes are found, all text in the block is made
 * transparent, the block is photographed, and for each run the ratio between its colour and
 * each pixel under it is computed (./contrast.ts). Text that is only for screen readers is
 * left out. Images in the block are decoded first.
 */
export async function measureTextContrast(page: Page, selector: string): Promise<TextContrast[]> {
  const { runs, box } = await page.evaluate(async (sel) => {
    const root = document.querySelector<HTMLElement>(sel);
    if (!root) throw new Error(`no ${sel}`);
    await Promise.all([...root.querySelectorAll("img")].map((img) => img.decode().catch(() => undefined)));
    // Any CSS colour (oklch included) as sRGB bytes, the way the page paints it.
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const found: TextRun[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim()) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // What of the text shows: its line boxes cut to every box that clips them (a scrolling
      // row, an image frame). Text only for screen readers is clipped to nothing.
      const clips: DOMRect[] = [];
      for (let a: HTMLElement | null = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.clipPath !== "none" && a.getBoundingClientRect().width <= 1) clips.push(new DOMRect(0, 0, 0, 0));
        else if (s.overflowX !== "visible" || s.overflowY !== "visible") clips.push(a.getBoundingClientRect());
      }
      const rects = [...range.getClientRects()]
        .map((r) => {
          let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
          for (const c of clips) {
            left = Math.max(left, c.left);
            top = Math.max(top, c.top);
            right = Math.min(right, c.right);
            bottom = Math.min(bottom, c.bottom);
          }
          return { x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top };
        })
        .filter((r) => r.width >= 2 && r.height >= 6);
      if (!rects.length) continue;
      const style = getComputedStyle(el);
      found.push({
        text: node.textContent.trim().slice(0, 40),
        color: rgba(style.color),
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        rects,
      });
    }
    const r = root.getBoundingClientRect();
    return { runs: found, box: { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height } };
  }, selector);

  const style = await page.addStyleTag({
    content: `${selector}, ${selector} * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }`,
  });
  // The page as painted once the text is gone (a frame later), at one pixel per CSS pixel.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) };
  const png = await page.screenshot({ clip, fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
  await style.evaluate((el) => (el as Element).remove());
  if (process.env.CONTRAST_SHOT) await sharp(png).toFile(process.env.CONTRAST_SHOT);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });

  return runs.map((run) => {
    const under: number[] = [];
    for (const rect of run.rects) {
      const left = Math.max(0, Math.ceil(rect.x - clip.x));
      const top = Math.max(0, Math.ceil(rect.y - clip.y));
      const right = Math.min(info.width, Math.floor(rect.x + rect.width - clip.x));
      const bottom = Math.min(info.height, Math.floor(rect.y + rect.height - clip.y));
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const i = (y * info.width + x) * info.channels;
          under.push(data[i]!, data[i + 1]!, data[i + 2]!);
        }
      }
    }
    const large = isLargeText(run.fontSize, run.fontWeight);
    const { ratio, min } = contrastOverPixels(run.color, Uint8Array.from(under), 3);
    return { text: run.text, large, ratio, min, required: large ? AA_LARGE : AA_NORMAL };
  });
}
