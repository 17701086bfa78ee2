import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandsFor } from "../../app/content/brands.server";
import { brochures, downloads, manualGroups } from "../../app/content/downloads.server";
import { site } from "../../app/content/company.server";
import { documentContent } from "./content";
import { sampleRecipes, writeSamples } from "./generate";

const brands = brandsFor("en");

/** Every sample, written into an empty folder. */
const writeInto = (dir: string) => writeSamples(dir, documentContent);

const disk = (dir: string, url: string) => readFileSync(path.join(dir, ...url.split("/").filter(Boolean)));

/** The text a PDF shows: pdfkit writes hex strings in TJ arrays inside deflated content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\] TJ/g)) {
      text += [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join("");
      text += "\n";
    }
  }
  return text.replace(/\s+/g, " ");
}

let dir: string;
let written: string[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "documents-"));
  ({ written } = await writeInto(dir));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the sample documents (npm run samples)", () => {
  it("are every listed file but the training videos, each a real file", () => {
    const listed = [
      ...manualGroups.flatMap((g) => g.manuals.map((m) => m.file)),
      ...downloads.map((d) => d.file),
      brochures.dealer,
      brochures.pevino,
    ];
    expect(written).toEqual([...sampleRecipes(documentContent).keys()].sort());
    expect(listed.filter((url) => !written.includes(url))).toEqual(downloads.filter((d) => d.file.endsWith(".mp4")).map((d) => d.file));
    for (const url of written) expect(statSync(path.join(dir, url)).size, url).toBeGreaterThan(1000);
  });

  it("writes real, tagged PDFs whose text is about their subject", () => {
    for (const g of manualGroups) {
      for (const m of g.manuals) {
        const pdf = disk(dir, m.file);
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        expect(pdf.toString("latin1")).toContain("/Marked true");
        const text = pdfText(pdf);
        expect(text).toContain(m.name);
        expect(text).toContain(brands.find((b) => b.slug === g.brand)!.name);
        expect(text.length, m.file).toBeGreaterThan(1500);
        expect(text.toLowerCase()).not.toContain("lorem");
      }
    }
  });

  it("writes a dealer brochure with the benefits, the four steps, the six brands and the contact details", () => {
    const text = pdfText(disk(dir, brochures.dealer));
    for (const expected of [
      "Become a Dealer",
      "Why partner with us",
      "Apply online",
      "Review",
      "Partnership meeting",
      "Launch support",
      site.phone,
      site.email,
      ...brands.map((b) => b.name),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes a PeVino brochure on design, temperature, materials, lighting, configurations and pricing", () => {
    const text = pdfText(disk(dir, brochures.pevino));
    for (const expected of [
      "PeVino",
      "Danish design",
      "temperature",
      "materials",
      "lighting",
      "configurations",
      "Contact for pricing",
      site.phone,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes image ZIPs of JPEG illustrations with a README naming them", () => {
    for (const d of downloads.filter((x) => x.category === "images")) {
      const entries = unzipSync(disk(dir, d.file));
      const jpegs = Object.keys(entries).filter((n) => n.endsWith(".jpg"));
      expect(jpegs.length).toBeGreaterThanOrEqual(3);
      const readme = new TextDecoder().decode(entries["README.txt"]);
      for (const name of jpegs) {
        expect([...entries[name]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(readme).toContain(name);
      }
    }
  });
});

describe("a second run", () => {
  it("gives the same bytes, removes what no sample names and leaves other folders alone", async () => {
    const again = mkdtempSync(path.join(tmpdir(), "documents-"));
    try {
      mkdirSync(path.join(again, "files/brochures"), { recursive: true });
      mkdirSync(path.join(again, "files/samples/videos"), { recursive: true });
      writeFileSync(path.join(again, "files/brochures/old.pdf"), "old");
      writeFileSync(path.join(again, "files/samples/videos/real.mp4"), "real");
      const second = await writeInto(again);
      expect(second.removed).toEqual(["/files/brochures/old.pdf"]);
      expect(disk(again, "/files/samples/videos/real.mp4").toString()).toBe("real");
      expect(second.written).toEqual(written);
      for (const url of second.written) expect(disk(again, url).equals(disk(dir, url)), url).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  }, 120_000);
});
