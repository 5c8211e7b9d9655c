// Test helper: how much CSS Emotion (MUI's styled components, `sx`) has inserted into the page, so
// a test can show that a part takes its look from a static stylesheet and computes none.

/** Characters of CSS in Emotion's style elements. */
export function insertedStyleLength(doc: Document = document): number {
  let length = 0;
  for (const element of doc.querySelectorAll('style[data-emotion]')) {
    const sheet = (element as HTMLStyleElement).sheet;
    const rules = sheet ? [...sheet.cssRules].map((rule) => rule.cssText).join('') : '';
    length += Math.max(rules.length, element.textContent?.length ?? 0);
  }
  return length;
}
