// Spec section 5's date rules at the field, in both languages: a relocation date more than a year
// ahead is refused with the section 5 text ("at most {year} years in the future") at the field and
// in the error summary, and the date the member typed stays in the input to be corrected.
import { IntlMessageFormat } from 'intl-messageformat';
import { test, expect, expectAccessible } from './support/fixtures';
import { clickNext, field, fillStep, flowFile, openWizard, texts } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { recordedCommands, resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

/** The day the stub's data is about (stub/personas/README.md). */
const TODAY = '2026-11-21T10:00:00+01:00';

const RELOCATION = flowFile('relocation');

for (const language of ['nl', 'en'] as const) {
  test(`§5 a moving date more than a year ahead is refused at the field with the section 5 text and stays typed, in ${language === 'nl' ? 'Dutch' : 'English'}`, async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(new Date(TODAY));
    await signInAsPersona(page, 'member-active');
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await openWizard(page, RELOCATION);
    await fillStep(page, 'nieuw-adres', {
      countryCode: 'BE',
      street: 'Rue de la Loi',
      houseNumber: '16',
      postalCode: '1000',
      city: 'Bruxelles',
    });
    expect(await clickNext(page, RELOCATION)).toBe('step');
    await fillStep(page, 'verhuisdatum', { employedByEmployer: true, movingDate: '22-11-2027' });
    expect(await clickNext(page, RELOCATION)).toBe('errors');

    const message = String(
      new IntlMessageFormat(
        texts[language]['validation.date.maxYearsAhead'] ?? '',
        language === 'nl' ? 'nl-NL' : 'en-GB',
      ).format({ year: 1 }),
    );
    expect(message).toMatch(language === 'nl' ? /maximaal 1 jaar/ : /at most 1 year in/);
    const moving = field(page, 'verhuisdatum', 'movingDate');
    await expect(moving).toContainText(message);
    await expect(page.getByTestId('error-summary')).toContainText(message);
    await expect(moving.locator('input')).toHaveValue('22-11-2027');
    await expectAccessible(page);

    // A year ahead to the day is accepted: the wizard goes on, nothing is sent yet.
    await moving.locator('input').fill('21-11-2027');
    expect(await clickNext(page, RELOCATION)).toBe('step');
    const writes = await recordedCommands(request, 'member-active');
    expect(writes.filter((entry) => (entry as { kind?: string }).kind === 'command')).toEqual([]);
  });
}
