import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { BrochureModel } from './brochureModel.js';

/*
 * Lays a brochure (brochureModel.ts) out on A4 pages with pdfkit. The text is set in DejaVu Sans, embedded
 * (subset): the PDF's standard fonts have no ğ, ı, İ or ş, and a reader's substitute font is not ours to
 * choose. The fonts are resolved from node_modules at run time: the server is compiled, not bundled
 * (scripts/buildServer.mjs), and the production image keeps the production dependencies.
 */

const require = createRequire(import.meta.url);
export const brochureFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export interface BrochureLook {
  /** A PNG of the company's logo, or undefined to set the company's name instead. */
  logo?: Buffer;
  /** The company's main colour (#rrggbb) for headings and rules. */
  mainColor: string;
}

const margin = 50;
const footerHeight = 28;
const ink = '#1f2937';
const muted = '#6b7280';
const rule = '#d1d5db';
const fullColor = '#b91c1c';

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;
const bottomLimit = (doc: Doc) => doc.page.height - margin - footerHeight;

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A section's heading, on the next page unless `keepWith` points of what follows fit under it. */
function heading(doc: Doc, text: string, look: BrochureLook, keepWith = 60) {
  doc.font('bold').fontSize(14);
  // A heading is never left alone at a page's foot: it moves with the first lines of what follows.
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 20 + keepWith);
  doc
    .moveDown(0.8)
    .fillColor(look.mainColor)
    .text(text, margin, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 3;
  doc
    .moveTo(margin, y)
    .lineTo(margin + 40, y)
    .lineWidth(2)
    .strokeColor(look.mainColor)
    .stroke();
  doc.y = y + 8;
  doc.fillColor(ink);
}

function paragraph(doc: Doc, text: string, options: { bold?: boolean; size?: number; color?: string } = {}) {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? ink);
  ensureSpace(doc, Math.min(doc.heightOfString(text, { width: contentWidth(doc) }), 40));
  doc.text(text, margin, doc.y, { width: contentWidth(doc), lineGap: 2 });
}

function header(doc: Doc, model: BrochureModel, look: BrochureLook) {
  const top = margin;
  if (look.logo) {
    doc.image(look.logo, margin, top, { fit: [170, 46] });
  } else {
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(look.mainColor)
      .text(model.company, margin, top + 12, { width: 300 });
  }
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(model.subject, margin, top + 18, { width: contentWidth(doc), align: 'right' });
  doc
    .moveTo(margin, top + 58)
    .lineTo(doc.page.width - margin, top + 58)
    .lineWidth(1)
    .strokeColor(rule)
    .stroke();
  doc.y = top + 76;
}

function titleBlock(doc: Doc, model: BrochureModel) {
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(ink)
    .text(model.title, margin, doc.y, { width: contentWidth(doc) });
  if (model.summary) {
    doc.moveDown(0.6);
    paragraph(doc, model.summary, { size: 12 });
  }
}

/** Duration, price and the like as a two-column box of labels and values. */
function factsBox(doc: Doc, model: BrochureModel, look: BrochureLook) {
  const rows = model.facts.map((fact) => ({
    label: fact.label,
    value: fact.value,
    note: null as string | null,
  }));
  if (model.price) {
    rows.push({
      label: model.price.label,
      value: model.price.amount ?? model.price.text ?? '',
      note: model.price.amount ? model.price.text : null,
    });
  }
  if (rows.length === 0) return;
  const labelWidth = 120;
  const valueWidth = contentWidth(doc) - labelWidth - 24;
  const heightOf = (row: (typeof rows)[number]) =>
    Math.max(
      doc.font('bold').fontSize(10.5).heightOfString(row.value, { width: valueWidth }) +
        (row.note ? doc.font('regular').fontSize(9).heightOfString(row.note, { width: valueWidth }) + 2 : 0),
      14,
    ) + 8;
  const boxHeight = rows.reduce((sum, row) => sum + heightOf(row), 16);
  doc.moveDown(0.8);
  ensureSpace(doc, boxHeight);
  const top = doc.y;
  doc.rect(margin, top, contentWidth(doc), boxHeight).fillColor('#f3f4f6').fill();
  doc.rect(margin, top, 4, boxHeight).fillColor(look.mainColor).fill();
  let y = top + 10;
  for (const row of rows) {
    const height = heightOf(row);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(muted)
      .text(row.label, margin + 16, y, { width: labelWidth });
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(ink)
      .text(row.value, margin + 16 + labelWidth, y, { width: valueWidth });
    if (row.note) doc.font('regular').fontSize(9).fillColor(muted).text(row.note, { width: valueWidth });
    y += height;
  }
  doc.fillColor(ink);
  doc.y = top + boxHeight;
}

function description(doc: Doc, model: BrochureModel, look: BrochureLook) {
  if (model.description.length === 0) return;
  heading(doc, model.aboutTitle, look);
  for (const block of model.description) {
    if (block.kind === 'heading') {
      doc.moveDown(0.4);
      doc.font('bold').fontSize(12);
      ensureSpace(doc, 50);
      paragraph(doc, block.text, { bold: true, size: 12 });
    } else if (block.kind === 'item') {
      const indent = 12 + block.depth * 14;
      doc.font('regular').fontSize(10.5).fillColor(ink);
      const width = contentWidth(doc) - indent - 16;
      ensureSpace(doc, Math.min(doc.heightOfString(block.text, { width }), 40));
      const y = doc.y;
      doc.text(block.marker, margin + indent, y, { width: 16 });
      doc.text(block.text, margin + indent + 16, y, { width, lineGap: 2 });
    } else {
      doc.moveDown(0.3);
      paragraph(doc, block.text);
    }
  }
}

function sessionsTable(doc: Doc, model: BrochureModel, look: BrochureLook) {
  const { sessions } = model;
  heading(doc, sessions.title, look);
  if (sessions.rows.length === 0) {
    paragraph(doc, sessions.empty, { color: muted });
    return;
  }
  const width = contentWidth(doc);
  const columns = [
    { key: 'date', x: margin, width: width * 0.5 },
    { key: 'place', x: margin + width * 0.5, width: width * 0.28 },
    { key: 'seats', x: margin + width * 0.78, width: width * 0.22 },
  ] as const;
  const headerRow = () => {
    const y = doc.y;
    doc.font('bold').fontSize(9.5).fillColor(muted);
    for (const column of columns) {
      doc.text(sessions.columns[column.key], column.x, y, { width: column.width - 8 });
    }
    doc.y = y + 16;
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + width, doc.y)
      .lineWidth(1)
      .strokeColor(rule)
      .stroke();
    doc.y += 5;
  };
  ensureSpace(doc, 50);
  headerRow();
  for (const row of sessions.rows) {
    doc.font('regular').fontSize(10);
    const height =
      Math.max(...columns.map((column) => doc.heightOfString(row[column.key], { width: column.width - 8 }))) +
      9;
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      headerRow();
    }
    const y = doc.y;
    for (const column of columns) {
      const full = column.key === 'seats' && row.full;
      doc
        .font(full ? 'bold' : 'regular')
        .fillColor(full ? fullColor : ink)
        .text(row[column.key], column.x, y, { width: column.width - 8 });
    }
    doc.y = y + height - 4;
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.y += 4;
  }
  doc.fillColor(ink);
}

function instructors(doc: Doc, model: BrochureModel, look: BrochureLook) {
  if (model.instructors.people.length === 0) return;
  heading(doc, model.instructors.title, look);
  for (const person of model.instructors.people) {
    paragraph(doc, person.name, { bold: true });
    if (person.title) paragraph(doc, person.title, { color: muted, size: 9.5 });
    doc.moveDown(0.3);
  }
}

function faq(doc: Doc, model: BrochureModel, look: BrochureLook) {
  if (model.faq.items.length === 0) return;
  heading(doc, model.faq.title, look);
  for (const item of model.faq.items) {
    doc.font('bold').fontSize(10.5);
    ensureSpace(doc, doc.heightOfString(item.question, { width: contentWidth(doc) }) + 30);
    paragraph(doc, item.question, { bold: true });
    if (item.answer) paragraph(doc, item.answer);
    doc.moveDown(0.5);
  }
}

/** The company's phones, e-mail and addresses beside a QR code of the course page. */
function contactBlock(doc: Doc, model: BrochureModel, look: BrochureLook) {
  const qrSize = 96;
  const textWidth = contentWidth(doc) - qrSize - 24;
  doc.font('regular').fontSize(9.5);
  const linesHeight = model.contact.groups.reduce(
    (sum, group) =>
      sum +
      14 +
      group.lines.reduce((h, line) => h + doc.heightOfString(line, { width: textWidth }) + 1, 0) +
      6,
    0,
  );
  const linkHeight = doc.heightOfString(model.link.url, { width: textWidth }) + 30;
  heading(doc, model.contact.title, look, Math.max(linesHeight + linkHeight, qrSize + 10));
  const top = doc.y;
  drawQrCode(doc, model.link.url, doc.page.width - margin - qrSize, top, qrSize);
  doc.y = top;
  for (const group of model.contact.groups) {
    doc.font('bold').fontSize(10).fillColor(ink).text(group.label, margin, doc.y, { width: textWidth });
    doc.font('regular').fontSize(9.5);
    for (const line of group.lines) doc.text(line, margin, doc.y, { width: textWidth });
    doc.moveDown(0.4);
  }
  doc.font('bold').fontSize(10).text(model.link.caption, margin, doc.y, { width: textWidth });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(look.mainColor)
    .text(model.link.url, margin, doc.y, { width: textWidth, link: model.link.url, underline: true });
  doc.fillColor(ink);
  doc.y = Math.max(doc.y, top + qrSize);
}

/** The course page's address as a QR code, drawn as squares (sharp at any print size). */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill();
  doc.link(x, y, size, size, text);
}

/** Company name and page numbers at each page's foot, written once the page count is known. */
function footers(doc: Doc, model: BrochureModel) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - margin - 10;
    // Below the bottom margin: without this pdfkit would start a page for text written there.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(muted);
    doc.text(model.company, margin, y, { width: contentWidth(doc) / 2, lineBreak: false });
    doc.text(model.pageLabel(i + 1, range.count), margin + contentWidth(doc) / 2, y, {
      width: contentWidth(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export async function renderBrochurePdf(model: BrochureModel, look: BrochureLook): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: model.locale,
    displayTitle: true,
    // PDF 1.4 is where a document's /Lang belongs; pdfkit's default (1.3) predates it.
    pdfVersion: '1.7',
    font: brochureFonts.regular,
    info: { Title: model.title, Author: model.company, Subject: model.subject, Creator: model.company },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', brochureFonts.regular);
  doc.registerFont('bold', brochureFonts.bold);

  header(doc, model, look);
  titleBlock(doc, model);
  factsBox(doc, model, look);
  description(doc, model, look);
  sessionsTable(doc, model, look);
  instructors(doc, model, look);
  faq(doc, model, look);
  contactBlock(doc, model, look);
  footers(doc, model);
  doc.end();
  return finished;
}
