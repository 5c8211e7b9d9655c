// @vitest-environment node
// docs/flows/validation-rules.md lists, from the flow and schema files, which rule guards which
// field (the docs test in flows-graph.test.ts keeps the file itself current).
import { validationRulesPage } from '../scripts/flows-validation-rules';

const page = validationRulesPage();
const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;

describe('validationRulesPage', () => {
  it('lists schema rules with their message ids', () => {
    expect(page).toContain(
      row('`verhuisdatum`', '`movingDate`', 'format `nl-date`', '`validation.date.invalid`'),
    );
    expect(page).toContain(
      row('`kies-pensioenleeftijd`', '`months`', 'at most 11', '`validation.month`'),
    );
    expect(page).toContain(
      row('`documenten`', '`documents`', 'together below 10 MB', '`validation.file.totalSize`'),
    );
  });

  it('lists the flow checks, the spec section 5 rules among them, with their placeholders', () => {
    expect(page).toContain(
      row(
        '`verhuisdatum`',
        '`movingDate`',
        '`date_max_years_ahead(derived.movingDate, derived.maxYearsAhead, now)`',
        '`validation.date.maxYearsAhead ({year} = derived.maxYearsAhead)`',
      ),
    );
    expect(page).toContain(
      row(
        '`relatiedatum`',
        '`cohabitingSince`',
        '`cohabiting_allowed(derived.startDate, derived.previousEnd)`',
        '`validation.cohabiting ({date} = display_date(derived.previousEnd))`',
      ),
    );
  });

  it('has a section per flow', () => {
    expect(page.match(/^## /gm)).toHaveLength(15);
  });
});
