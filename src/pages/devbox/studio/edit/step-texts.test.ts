// A step's texts shown as a small object and merged back: edits, additions and removals reach the
// whole locale file, everything else stays, and text that is not an object of texts is refused.
import { mapTree } from '../../../../../scripts/source-tree';
import { localeSubset, mergeLocale } from './step-texts';

const locale = `${JSON.stringify({ 'a.one': 'Een', 'b.two': 'Twee', 'c.three': 'Drie' }, null, 2)}\n`;
const tree = mapTree({ 'locales/nl-NL.json': locale });
const shown = localeSubset(tree, 'locales/nl-NL.json', ['a.one', 'b.two', 'z.missing']);

describe('step texts', () => {
  it('shows the ids the locale has, and leaves the file as it is when nothing changed', () => {
    expect(JSON.parse(shown)).toEqual({ 'a.one': 'Een', 'b.two': 'Twee' });
    expect(mergeLocale(locale, shown, shown)).toEqual({ ok: true, text: locale, changed: false });
  });

  it('merges a changed, an added and a removed text, keys sorted', () => {
    const edited = JSON.stringify({ 'a.one': 'Eén', 'a.zero': 'Nul' });
    const merged = mergeLocale(locale, shown, edited);
    expect(merged.ok && JSON.parse(merged.text)).toEqual({
      'a.one': 'Eén',
      'a.zero': 'Nul',
      'c.three': 'Drie',
    });
    expect(merged.ok && Object.keys(JSON.parse(merged.text) as object)).toEqual([
      'a.one',
      'a.zero',
      'c.three',
    ]);
  });

  it('refuses text that is not JSON or not an object of texts', () => {
    expect(mergeLocale(locale, shown, '{ "a.one": ').ok).toBe(false);
    expect(mergeLocale(locale, shown, '["a"]')).toMatchObject({ ok: false });
    expect(mergeLocale(locale, shown, '{ "a.one": 1 }')).toEqual({
      ok: false,
      message: 'the text of a.one is not a string',
    });
  });
});
