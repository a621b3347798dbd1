import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { contactBlock, faq, instructors, sessionsTable } from './brochureDetails.js';
import { description, factsBox, header, titleBlock } from './brochureIntro.js';
import { type BrochureLook, type Doc, contentWidth, margin, muted } from './brochureLayout.js';
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

export type { BrochureLook } from './brochureLayout.js';

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
