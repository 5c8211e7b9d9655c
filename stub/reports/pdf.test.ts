import { PDFDocument, StandardFonts } from 'pdf-lib';
import { flatten } from './flatten';
import { printable, renderPdf, wrap } from './pdf';
import { pdfText } from './pdf-text';

describe('flatten', () => {
  it('turns nested bodies into dotted keys', () => {
    expect(flatten({ a: 1, b: { c: [true, null] }, d: [] })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b.c[0]', value: 'true' },
      { key: 'b.c[1]', value: '-' },
      { key: 'd', value: '(leeg)' },
    ]);
    expect(flatten(null)).toEqual([]);
    expect(flatten('x')).toEqual([{ key: 'waarde', value: 'x' }]);
  });
});

describe('renderPdf', () => {
  it('wraps long values and breaks words longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrap(`${'woord '.repeat(40)}${'x'.repeat(200)}`, font, 10, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
  });

  it('replaces characters the standard font cannot draw', () => {
    expect(printable('€ 10 – café ✓ 中')).toBe('€ 10 – café ? ?');
  });

  it('makes more pages for long bodies and keeps all text', async () => {
    const entries = Array.from({ length: 80 }, (_, i) => ({ key: `veld${i}`, value: `waarde ${i}` }));
    const bytes = await renderPdf({ title: 'Titel', header: ['Kop'], entries });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe('Titel');
    const text = pdfText(bytes);
    expect(text).toContain('veld79');
    expect(text).toContain('waarde 0');
  });
});
