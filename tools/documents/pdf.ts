import PDFDocument from "pdfkit";
import type { Block, PdfSpec } from "./model";

/**
 * Renders a document spec to an A4 PDF with pdfkit: tagged (headings, paragraphs, lists
 * and tables are marked for screen readers; decoration and page numbers are artifacts),
 * with the standard Helvetica fonts so nothing is embedded and files stay small, and a
 * fixed creation date so the same input always gives the same bytes (reproducible builds).
 * One renderer for every block type the sample documents use; splitting it would spread
 * the page layout state (cursor, page breaks, tags) over several files.
 */
const colors = {
  navy: "#0d2233",
  brassOnDark: "#e2c58f",
  brass: "#8a6a2f",
  ink: "#14202b",
  muted: "#4a5a68",
  mist: "#f3f5f7",
  line: "#d9dee3",
};
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1, 12, 0, 0));
const MARGIN = 56;
const BOTTOM = 72;
const BODY = 10.5;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

export function renderPdf(spec: PdfSpec, publisher: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    bufferPages: true,
    tagged: true,
    lang: "en-GB",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: spec.title,
      Author: publisher,
      Subject: `${spec.brand}: ${spec.kind}`,
      Creator: publisher,
      Producer: publisher,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  cover(doc, root, spec);
  for (const s of spec.sections) {
    const sect = doc.struct("Sect");
    root.add(sect);
    keepRoom(doc, 90);
    doc.moveDown(0.8);
    sect.add(
      doc.struct("H2", {}, () => {
        doc.font("Helvetica-Bold").fontSize(14).fillColor(colors.navy).text(s.heading);
      }),
    );
    artifact(doc, () => {
      doc
        .moveTo(MARGIN, doc.y + 3)
        .lineTo(MARGIN + 48, doc.y + 3)
        .lineWidth(1.5)
        .strokeColor(colors.brass)
        .stroke();
    });
    doc.moveDown(0.6);
    for (const block of s.blocks) renderBlock(doc, sect, block);
    sect.end();
  }
  root.end();
  footers(doc, spec, publisher);
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomLimit = (doc: Doc) => doc.page.height - BOTTOM;

function keepRoom(doc: Doc, points: number) {
  if (doc.y + points > bottomLimit(doc)) doc.addPage();
}

/** Decoration: drawn but skipped by screen readers. */
function artifact(doc: Doc, draw: () => void) {
  doc.markContent("Artifact", { type: "Layout" });
  draw();
  doc.endMarkedContent();
}

function cover(doc: Doc, root: Struct, spec: PdfSpec) {
  const bandHeight = 168;
  artifact(doc, () => {
    doc.rect(0, 0, doc.page.width, bandHeight).fill(colors.navy);
    doc.rect(0, bandHeight, doc.page.width, 4).fill(colors.brassOnDark);
  });
  doc.y = 46;
  root.add(
    doc.struct("P", {}, () => {
      doc.font("Helvetica-Bold").fontSize(10).fillColor(colors.brassOnDark);
      doc.text(`${spec.brand.toUpperCase()}  ·  ${spec.kind.toUpperCase()}`, MARGIN, doc.y);
    }),
  );
  doc.moveDown(0.6);
  root.add(
    doc.struct("H1", {}, () => {
      doc
        .font("Helvetica-Bold")
        .fontSize(24)
        .fillColor("#ffffff")
        .text(spec.title, { width: width(doc) });
    }),
  );
  doc.moveDown(0.3);
  root.add(
    doc.struct("P", {}, () => {
      doc
        .font("Helvetica")
        .fontSize(12)
        .fillColor("#dbe3ea")
        .text(spec.subtitle, { width: width(doc) });
    }),
  );
  doc.y = bandHeight + 28;
  if (spec.about) noteBox(doc, root, spec.aboutLabel ?? "About this document", spec.about);
}

function renderBlock(doc: Doc, parent: Struct, block: Block) {
  doc.font("Helvetica").fontSize(BODY).fillColor(colors.ink);
  switch (block.kind) {
    case "p":
      keepRoom(doc, 40);
      parent.add(doc.struct("P", {}, () => doc.text(block.text, MARGIN, doc.y, { width: width(doc), lineGap: 3 })));
      doc.moveDown(0.6);
      return;
    case "h3":
      keepRoom(doc, 60);
      parent.add(
        doc.struct("H3", {}, () => {
          doc
            .font("Helvetica-Bold")
            .fontSize(11.5)
            .fillColor(colors.navy)
            .text(block.text, MARGIN, doc.y, { width: width(doc) });
        }),
      );
      doc.moveDown(0.3);
      return;
    case "bullets":
    case "steps":
      list(doc, parent, block.items, block.kind === "steps");
      return;
    case "table":
      tableBlock(doc, parent, block.columns, block.rows);
      return;
    case "note":
      noteBox(doc, parent, block.label, block.text);
      return;
  }
}

function list(doc: Doc, parent: Struct, items: string[], numbered: boolean) {
  const l = doc.struct("L");
  parent.add(l);
  const indent = 18;
  items.forEach((item, i) => {
    const label = numbered ? `${i + 1}.` : "•";
    const h = doc.heightOfString(item, { width: width(doc) - indent, lineGap: 2.5 });
    keepRoom(doc, Math.min(h, 60) + 6);
    const y = doc.y;
    const li = doc.struct("LI");
    l.add(li);
    li.add(
      doc.struct("Lbl", {}, () => {
        doc
          .font(numbered ? "Helvetica-Bold" : "Helvetica")
          .fillColor(colors.brass)
          .text(label, MARGIN, y, { width: indent, lineBreak: false });
      }),
    );
    li.add(
      doc.struct("LBody", {}, () => {
        doc
          .font("Helvetica")
          .fillColor(colors.ink)
          .text(item, MARGIN + indent, y, { width: width(doc) - indent, lineGap: 2.5 });
      }),
    );
    li.end();
    doc.moveDown(0.35);
  });
  l.end();
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

function tableBlock(doc: Doc, parent: Struct, columns: [string, string], rows: [string, string][]) {
  const t = doc.struct("Table");
  parent.add(t);
  const first = Math.round(width(doc) * 0.36);
  const second = width(doc) - first;
  const pad = 6;
  const row = (cells: [string, string], header: boolean) => {
    doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(header ? 9.5 : 10);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: (i === 0 ? first : second) - pad * 2, lineGap: 2 }));
    const h = Math.max(...heights) + pad * 2;
    keepRoom(doc, h);
    const y = doc.y;
    artifact(doc, () => {
      if (header) doc.rect(MARGIN, y, width(doc), h).fill(colors.mist);
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + width(doc), y + h)
        .lineWidth(0.6)
        .strokeColor(colors.line)
        .stroke();
    });
    const tr = doc.struct("TR");
    t.add(tr);
    cells.forEach((c, i) => {
      tr.add(
        doc.struct(header ? "TH" : "TD", {}, () => {
          doc.font(header || i === 0 ? "Helvetica-Bold" : "Helvetica").fontSize(header ? 9.5 : 10);
          doc.fillColor(header ? colors.navy : colors.ink);
          doc.text(c, MARGIN + (i === 0 ? 0 : first) + pad, y + pad, { width: (i === 0 ? first : second) - pad * 2, lineGap: 2 });
        }),
      );
    });
    tr.end();
    doc.x = MARGIN;
    doc.y = y + h;
  };
  row(columns, true);
  for (const r of rows) row(r, false);
  t.end();
  doc.moveDown(1);
}

function noteBox(doc: Doc, parent: Struct, label: string, text: string) {
  const inner = width(doc) - 28;
  doc.font("Helvetica").fontSize(BODY);
  const h = doc.heightOfString(text, { width: inner, lineGap: 2.5 }) + 40;
  keepRoom(doc, h);
  const y = doc.y;
  artifact(doc, () => {
    doc.rect(MARGIN, y, width(doc), h).fill(colors.mist);
    doc.rect(MARGIN, y, 4, h).fill(colors.brass);
  });
  const box = doc.struct("Div");
  parent.add(box);
  box.add(
    doc.struct("P", {}, () => {
      doc
        .font("Helvetica-Bold")
        .fontSize(BODY)
        .fillColor(colors.navy)
        .text(label, MARGIN + 16, y + 12, { width: inner });
    }),
  );
  box.add(
    doc.struct("P", {}, () => {
      doc
        .font("Helvetica")
        .fontSize(BODY)
        .fillColor(colors.ink)
        .text(text, MARGIN + 16, doc.y + 3, { width: inner, lineGap: 2.5 });
    }),
  );
  box.end();
  doc.x = MARGIN;
  doc.y = y + h + 14;
}

function footers(doc: Doc, spec: PdfSpec, publisher: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - 44;
    doc.markContent("Artifact", { type: "Pagination" });
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(doc.page.width - MARGIN, y - 8)
      .lineWidth(0.6)
      .strokeColor(colors.line)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(colors.muted);
    doc.text(`${publisher}  ·  ${spec.title}`, MARGIN, y, {
      width: width(doc) - 80,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 80, y, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = BOTTOM;
    doc.endMarkedContent();
  }
}
