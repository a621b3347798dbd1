import type PDFDocument from 'pdfkit';

/* The brochure's page geometry, colours and the text helpers every section uses (brochurePdf.ts). */

export interface BrochureLook {
  /** A PNG of the company's logo, or undefined to set the company's name instead. */
  logo?: Buffer;
  /** The company's main colour (#rrggbb) for headings and rules. */
  mainColor: string;
}

export const margin = 50;
export const footerHeight = 28;
export const ink = '#1f2937';
export const muted = '#6b7280';
export const rule = '#d1d5db';
export const fullColor = '#b91c1c';

export type Doc = typeof PDFDocument;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;
export const bottomLimit = (doc: Doc) => doc.page.height - margin - footerHeight;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A grey rule across the text column at `y` (under the page's header, between the sessions table's rows). */
export function ruleAcross(doc: Doc, y: number, lineWidth: number) {
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth(doc), y)
    .lineWidth(lineWidth)
    .strokeColor(rule)
    .stroke();
}

/** A section's heading, on the next page unless `keepWith` points of what follows fit under it. */
export function heading(doc: Doc, text: string, look: BrochureLook, keepWith = 60) {
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

export function paragraph(
  doc: Doc,
  text: string,
  options: { bold?: boolean; size?: number; color?: string } = {},
) {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? ink);
  ensureSpace(doc, Math.min(doc.heightOfString(text, { width: contentWidth(doc) }), 40));
  doc.text(text, margin, doc.y, { width: contentWidth(doc), lineGap: 2 });
}
