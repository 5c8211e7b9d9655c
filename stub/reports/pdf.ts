// Builds the stub's PDFs (summary reports and inbox documents) with pdf-lib: a title, header
// lines, then `key: value` entries wrapped to the page, on as many A4 pages as needed.
// Saved without object streams so the text stays findable for tests and tools.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SummaryEntry } from './flatten';

/** What goes into a PDF. */
export interface PdfContent {
  /** Big title on top and document title in the metadata. */
  title: string;
  /** Lines under the title (name, policy, date). */
  header: string[];
  /** Key/value entries (the request body). */
  entries: SummaryEntry[];
  /** Free paragraphs after the entries. */
  paragraphs?: string[];
}

const page = { width: 595.28, height: 841.89, margin: 56 };
const size = { title: 18, text: 10.5, line: 15 };

/** Replaces characters the standard fonts cannot encode (WinAnsi) so drawing never throws. */
export const printable = (text: string): string =>
  text.replace(/\t/g, '    ').replace(/[^\x20-\x7E\xA0-\xFF€‘’“”–—•…]/g, '?');

/** Splits text into lines no wider than `width`, breaking words that are too long on their own. */
export function wrap(text: string, font: PDFFont, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, fontSize) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, fontSize) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), fontSize) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Renders the content as PDF bytes. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(content.title));
  doc.setAuthor('Stub back end');
  doc.setCreationDate(new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const textWidth = page.width - 2 * page.margin;
  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const draw = (text: string, font: PDFFont, fontSize: number, indent = 0) => {
    for (const line of wrap(text, font, fontSize, textWidth - indent)) {
      if (y < page.margin) {
        current = doc.addPage([page.width, page.height]);
        y = page.height - page.margin;
      }
      current.drawText(line, { x: page.margin + indent, y, size: fontSize, font, color: rgb(0.1, 0.1, 0.1) });
      y -= fontSize === size.title ? size.title * 1.6 : size.line;
    }
  };
  draw(content.title, bold, size.title);
  for (const line of content.header) draw(line, regular, size.text);
  y -= size.line / 2;
  for (const { key, value } of content.entries) {
    draw(key, bold, size.text);
    draw(value, regular, size.text, 14);
  }
  for (const paragraph of content.paragraphs ?? []) {
    y -= size.line / 2;
    draw(paragraph, regular, size.text);
  }
  return doc.save({ useObjectStreams: false });
}
