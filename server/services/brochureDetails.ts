import QRCode from 'qrcode';
import type { BrochureModel } from './brochureModel.js';
import {
  type BrochureLook,
  type Doc,
  bottomLimit,
  contentWidth,
  ensureSpace,
  fullColor,
  heading,
  ink,
  margin,
  muted,
  paragraph,
  ruleAcross,
} from './brochureLayout.js';

/* The brochure's second part: upcoming sessions, instructors, the FAQ, and how to reach the company. */

export function sessionsTable(doc: Doc, model: BrochureModel, look: BrochureLook) {
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
    ruleAcross(doc, doc.y, 1);
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
    ruleAcross(doc, doc.y, 0.5);
    doc.y += 4;
  }
  doc.fillColor(ink);
}

export function instructors(doc: Doc, model: BrochureModel, look: BrochureLook) {
  if (model.instructors.people.length === 0) return;
  heading(doc, model.instructors.title, look);
  for (const person of model.instructors.people) {
    paragraph(doc, person.name, { bold: true });
    if (person.title) paragraph(doc, person.title, { color: muted, size: 9.5 });
    doc.moveDown(0.3);
  }
}

export function faq(doc: Doc, model: BrochureModel, look: BrochureLook) {
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
export function contactBlock(doc: Doc, model: BrochureModel, look: BrochureLook) {
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
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
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
