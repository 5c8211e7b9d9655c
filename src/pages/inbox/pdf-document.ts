// The document viewer shows only what the browser can only hand to its PDF viewer: an answer
// typed application/pdf whose bytes begin as a PDF's do. Anything else (HTML, SVG, an empty or
// mislabelled answer) is never put in a frame, where it would run as the portal's own page.

/** The one type the document viewer shows. */
export const PDF_TYPE = 'application/pdf';

/** Every PDF starts with this; readers accept it within the first 1024 bytes. */
const PDF_SIGNATURE = '%PDF-';
const SIGNATURE_WINDOW = 1024;

/** The MIME type without parameters, lower case (`Application/PDF; x=1` → `application/pdf`). */
function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * The answer as a blob typed exactly `application/pdf`, or null when it is not a PDF: another
 * type (or none), or no PDF signature in its first 1024 bytes.
 */
export async function asPdf(answer: Blob): Promise<Blob | null> {
  if (essence(answer.type) !== PDF_TYPE) return null;
  const head = new Uint8Array(await answer.slice(0, SIGNATURE_WINDOW).arrayBuffer());
  if (!String.fromCharCode(...head).includes(PDF_SIGNATURE)) return null;
  return answer.type === PDF_TYPE ? answer : new Blob([answer], { type: PDF_TYPE });
}
