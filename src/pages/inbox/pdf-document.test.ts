import { asPdf, PDF_TYPE } from './pdf-document';

const pdfBytes = '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj';

test('a PDF answer is shown, typed exactly application/pdf', async () => {
  const plain = new Blob([pdfBytes], { type: PDF_TYPE });
  expect(await asPdf(plain)).toBe(plain);
  const withParameter = await asPdf(new Blob([pdfBytes], { type: 'Application/PDF; q=1' }));
  expect(withParameter?.type).toBe(PDF_TYPE);
  expect(await withParameter?.text()).toBe(await plain.text());
});

test('a PDF signature after a few leading bytes still counts, as readers accept it', async () => {
  expect(await asPdf(new Blob([`\r\n${pdfBytes}`], { type: PDF_TYPE }))).not.toBeNull();
});

test.each([
  ['HTML', '<html><script>alert(1)</script></html>', 'text/html'],
  ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'],
  ['no type', pdfBytes, ''],
  ['a sniffable type', pdfBytes, 'application/octet-stream'],
  ['HTML labelled as PDF', '<html><script>alert(1)</script></html>', PDF_TYPE],
  ['an empty PDF answer', '', PDF_TYPE],
  ['a signature too far in', `${' '.repeat(1024)}${pdfBytes}`, PDF_TYPE],
])('%s is not shown', async (_name, content, type) => {
  expect(await asPdf(new Blob([content], { type }))).toBeNull();
});
