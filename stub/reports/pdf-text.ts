// Test helper: the text drawn in a PDF made by renderPdf (inflates content streams and decodes
// the hex strings pdf-lib writes for the standard fonts). Not a general PDF parser.
import { inflateSync } from 'node:zlib';

/** All drawn text of the PDF, one line per text operation. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const data = Buffer.from(match[1] ?? '', 'latin1');
    let text: string;
    try {
      text = inflateSync(data).toString('latin1');
    } catch {
      text = data.toString('latin1');
    }
    for (const op of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      // WinAnsi is latin1 but for a few codes; the euro sign is the one the reports use.
      lines.push(Buffer.from(op[1] ?? '', 'hex').toString('latin1').replace(/\x80/g, '€'));
  }
  return lines.join('\n');
}
