// The validation texts of spec section 5 live only in the locale files; code names them by id.
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../locales/en-GB.json';
import nl from '../../locales/nl-NL.json';

const english: Record<string, string> = en;
/** Every `validation.*` id of the Dutch (source) file, with both texts. */
const validationMessages: Record<string, { nl: string; en: string }> = Object.fromEntries(
  Object.entries(nl as Record<string, string>)
    .filter(([id]) => id.startsWith('validation.'))
    .map(([id, text]) => [id, { nl: text, en: english[id] ?? '' }]),
);
const entries = Object.entries(validationMessages);

/** Placeholder names of an ICU message (top-level arguments, including plural ones). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1] ?? '').sort();
}

describe('validation texts in the locale files', () => {
  it('uses ids under validation.', () => {
    for (const [id] of entries) expect(id).toMatch(/^validation\.[A-Za-z.]+$/);
  });

  it('has the ids the forms ask for', () => {
    for (const id of [
      'validation.required',
      'validation.number',
      'validation.range',
      'validation.tooMuch',
      'validation.validNumber',
      'validation.min',
      'validation.positive',
      'validation.noDecimals',
      'validation.currencyMin',
      'validation.atLeastOne',
      'validation.date.invalid',
      'validation.file.type',
      'validation.file.totalSize',
      'validation.file.duplicateName',
      'validation.file.required',
      'validation.bsn',
      'validation.bsn.samePerson',
      'validation.postcode',
      'validation.email',
      'validation.name',
      'validation.houseNumber',
      'validation.cohabiting',
      'validation.pensionAgeRange',
      'validation.month',
    ]) {
      expect(validationMessages, id).toHaveProperty([id]);
    }
  });

  it('keeps the spec wording in English', () => {
    expect(validationMessages['validation.required']?.en).toBe('This is a mandatory field');
    expect(validationMessages['validation.required']?.nl).toBe('Dit is een verplicht veld');
    expect(validationMessages['validation.tooMuch']?.en).toBe('Oops, that seems a bit much');
    expect(validationMessages['validation.bsn']?.en).toBe('No valid BSN number');
    expect(validationMessages['validation.range']?.en).toBe(
      'Enter a number from {first} to {second}',
    );
  });

  it.each(entries)('%s has the same placeholders in both languages', (_id, message) => {
    expect(placeholders(message.nl)).toEqual(placeholders(message.en));
  });

  it.each(entries)('%s formats as ICU in both languages', (_id, message) => {
    const values = { first: 1, second: 2, amount: '€ 100', size: '10 MB', date: '01-01-2020' };
    const all = {
      ...values,
      year: 5,
      age: 60,
      whole: '1.250',
      decimal: '1.250,50',
      total: 100,
      sum: 90,
    };
    const nl = new IntlMessageFormat(message.nl, 'nl-NL').format(all);
    const en = new IntlMessageFormat(message.en, 'en-GB').format(all);
    expect(typeof nl).toBe('string');
    expect(typeof en).toBe('string');
    expect(String(nl)).not.toMatch(/[{}]/);
    expect(String(en)).not.toMatch(/[{}]/);
  });

  it('pluralises years in English', () => {
    const message = validationMessages['validation.date.maxYearsAhead']?.en ?? '';
    expect(new IntlMessageFormat(message, 'en-GB').format({ year: 1 })).toBe(
      'The date may be at most 1 year in the future',
    );
    expect(new IntlMessageFormat(message, 'en-GB').format({ year: 5 })).toBe(
      'The date may be at most 5 years in the future',
    );
  });
});

describe('validation ids', () => {
  it('have a text in both locale files', () => {
    const ids = (file: Record<string, string>) =>
      Object.keys(file)
        .filter((id) => id.startsWith('validation.'))
        .sort();
    expect(ids(english)).toEqual(ids(nl as Record<string, string>));
    for (const [id, texts] of entries) expect(texts.en, id).not.toBe('');
  });
});
