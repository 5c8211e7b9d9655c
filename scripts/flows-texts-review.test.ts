// @vitest-environment node
// The texts review over pension-age with its locale files changed in memory: each flag raised for
// exactly the text that earns it, and texts of the flow file and of its ui schema both listed.
import { diskTree, repoRoot } from './flows-files';
import { textsReview } from './flows-texts-review';
import { overlayTree, readTreeJson } from './source-tree';

const disk = diskTree(repoRoot);
const FLOW = 'flows/pension-age.flow.json';
const locale = (file: string) =>
  (readTreeJson(disk, `locales/${file}`) as { value: Record<string, string> }).value;

/** The review with some texts changed (undefined removes an id). */
function reviewWith(changes: { nl?: Record<string, string | undefined>; en?: typeof changes.nl }) {
  const apply = (file: string, change: typeof changes.nl = {}) =>
    JSON.stringify({ ...locale(file), ...change });
  return textsReview(
    overlayTree(disk, {
      'locales/nl-NL.json': apply('nl-NL.json', changes.nl),
      'locales/en-GB.json': apply('en-GB.json', changes.en),
    }),
    FLOW,
  );
}
const row = (rows: ReturnType<typeof textsReview>, id: string) => rows.find((r) => r.id === id);

describe('the texts review', () => {
  it('lists the texts of the flow file and of its ui schemas, both languages, unflagged', () => {
    const rows = textsReview(disk, FLOW);
    const title = row(rows, 'flow.pension-age.title');
    expect(title).toMatchObject({
      nl: locale('nl-NL.json')['flow.pension-age.title'],
      en: locale('en-GB.json')['flow.pension-age.title'],
      uses: [{ file: FLOW, pointer: '/title' }],
      flags: [],
    });
    expect(row(rows, 'flow.pension-age.field.years.help')?.uses).toEqual([
      { file: 'schemas/pension-age/kies-pensioenleeftijd.ui.json', pointer: '/years/ui:help' },
    ]);
    expect(row(rows, 'flow.pension-age.choose.current')?.placeholders.nl).toEqual([
      'months',
      'stateMonths',
      'stateYears',
      'years',
    ]);
    expect(rows.filter((r) => r.flags.length > 0)).toEqual([]);
  });

  it('flags a missing id, an identical pair, text that is not ICU and unequal placeholders', () => {
    const rows = reviewWith({
      nl: {
        'flow.pension-age.title': undefined,
        'flow.pension-age.help.title': 'Same text',
        'flow.pension-age.help.range': 'Tussen {min en',
      },
      en: {
        'flow.pension-age.field.years.help': undefined,
        'flow.pension-age.help.title': 'Same text',
        'flow.pension-age.choose.current': 'Your age is {years} years',
      },
    });
    const flagged = rows.filter((r) => r.flags.length > 0).map((r) => [r.id, r.flags]);
    expect(flagged).toEqual([
      ['flow.pension-age.choose.current', ['placeholders']],
      ['flow.pension-age.field.years.help', ['missingEn']],
      ['flow.pension-age.help.range', ['notIcu']],
      ['flow.pension-age.help.title', ['untranslated']],
      ['flow.pension-age.title', ['missingNl']],
    ]);
  });
});
