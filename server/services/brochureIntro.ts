import type { BrochureModel } from './brochureModel.js';
import {
  type BrochureLook,
  type Doc,
  contentWidth,
  ensureSpace,
  heading,
  ink,
  margin,
  muted,
  paragraph,
  ruleAcross,
} from './brochureLayout.js';

/* The brochure's first part: the company's logo, the course's title, its facts and its description. */

export function header(doc: Doc, model: BrochureModel, look: BrochureLook) {
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
  ruleAcross(doc, top + 58, 1);
  doc.y = top + 76;
}

export function titleBlock(doc: Doc, model: BrochureModel) {
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
export function factsBox(doc: Doc, model: BrochureModel, look: BrochureLook) {
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

export function description(doc: Doc, model: BrochureModel, look: BrochureLook) {
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
