import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands } from "../../app/content/brands";
import { brochures, downloadCategories, downloads, downloadsArchive } from "../../app/content/downloads";
import { manualArchive, manualGroups } from "../../app/content/manuals";
import { site } from "../../app/content/company.server";
import { documentContent } from "./content";
import { generateDocuments, type GenerateResult } from "./generate";

const root = path.resolve(import.meta.dirname, "../..");

/** A fresh public/ with only the training videos (not generated) and an empty record: every sample is made. */
async function generateInto(dir: string): Promise<GenerateResult> {
  cpSync(path.join(root, "public/files/samples/videos"), path.join(dir, "files/samples/videos"), { recursive: true });
  return generateDocuments({ publicDir: dir, content: documentContent, record: {} });
}

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
let result: GenerateResult;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "documents-"));
  result = await generateInto(dir);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generated files", () => {
  it("writes every listed file and records its real size", () => {
    const listed = [
      ...manualGroups.flatMap((g) => g.manuals.map((m) => m.file)),
      ...downloads.map((d) => d.file),
      brochures.dealer,
      brochures.pevino,
    ];
    for (const url of listed) {
      expect(result.sizes[url], url).toBe(statSync(path.join(dir, url)).size);
      expect(result.sizes[url], url).toBeGreaterThan(1000);
    }
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

describe("Download All ZIPs", () => {
  const expectHolds = (zipUrl: string, files: { folder: string; url: string }[]) => {
    const entries = unzipSync(disk(dir, zipUrl));
    expect(Object.keys(entries).sort()).toEqual(files.map((f) => `${f.folder}/${path.posix.basename(f.url)}`).sort());
    for (const f of files) {
      expect(Buffer.from(entries[`${f.folder}/${path.posix.basename(f.url)}`]!).equals(disk(dir, f.url)), f.url).toBe(true);
    }
    expect(result.sizes[zipUrl]).toBe(statSync(path.join(dir, zipUrl)).size);
  };

  it("holds exactly each brand's manuals, byte for byte", () => {
    for (const g of manualGroups) {
      expectHolds(
        manualArchive(g.brand),
        g.manuals.map((m) => ({ folder: `${g.brand}-manuals`, url: m.file })),
      );
    }
  });

  it("holds exactly each category's listed files, and all of them for 'all'", () => {
    const folder = (id: string) =>
      downloadCategories
        .find((c) => c.id === id)!
        .name.toLowerCase()
        .replace(/ /g, "-");
    for (const c of downloadCategories) {
      expectHolds(
        downloadsArchive(c.id),
        downloads.filter((d) => d.category === c.id).map((d) => ({ folder: folder(c.id), url: d.file })),
      );
    }
    expectHolds(
      downloadsArchive("all"),
      downloads.map((d) => ({ folder: folder(d.category), url: d.file })),
    );
  });
});

describe("reproducibility", () => {
  it("gives the same bytes on a second run", async () => {
    const again = mkdtempSync(path.join(tmpdir(), "documents-"));
    try {
      const second = await generateInto(again);
      expect(second.sizes).toEqual(result.sizes);
      for (const url of second.made) expect(disk(again, url).equals(disk(dir, url)), url).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  }, 120_000);
});
