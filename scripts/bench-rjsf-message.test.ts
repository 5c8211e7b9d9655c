import { formatMessage, valueAt, valuesFrom } from './bench-rjsf-message';

const current =
  'Uw pensioen gaat nu in op {years} jaar{months, plural, =0 {} one { en # maand} other { en # maanden}}.';

describe('formatMessage', () => {
  it('fills in plain values', () => {
    expect(formatMessage('Op {years} jaar.', { years: 67 })).toBe('Op 67 jaar.');
  });

  it('picks the exact, the one and the other branch of a plural, with # for the number', () => {
    expect(formatMessage(current, { years: 67, months: 0 })).toBe(
      'Uw pensioen gaat nu in op 67 jaar.',
    );
    expect(formatMessage(current, { years: 67, months: 1 })).toBe(
      'Uw pensioen gaat nu in op 67 jaar en 1 maand.',
    );
    expect(formatMessage(current, { years: 67, months: 3 })).toBe(
      'Uw pensioen gaat nu in op 67 jaar en 3 maanden.',
    );
  });

  it('leaves an argument it has no value for, or does not know, as it stands', () => {
    expect(formatMessage('Op {years} jaar.', {})).toBe('Op {years} jaar.');
    expect(formatMessage('{kind, select, a {A} other {B}}', { kind: 'a' })).toBe(
      '{kind, select, a {A} other {B}}',
    );
    expect(formatMessage('{months, plural, other {# maanden}}', { months: '3' })).toBe(
      '{months, plural, other {# maanden}}',
    );
  });

  it('leaves a text without arguments alone', () => {
    expect(formatMessage('Uw pensioen.', {})).toBe('Uw pensioen.');
  });
});

describe('valueAt and valuesFrom', () => {
  const data = { PersonalPensionAge: { personalPensionAge: { year: 68, month: 2 } } };

  it('reads a value by its dotted path from { data }', () => {
    expect(
      valuesFrom(
        {
          years: 'data.PersonalPensionAge.personalPensionAge.year',
          gone: 'data.PolicyDetails.policyId',
        },
        data,
      ),
    ).toEqual({ years: 68, gone: undefined });
  });

  it('stops at a value that is not an object', () => {
    expect(valueAt({ a: 1 }, 'a.b')).toBeUndefined();
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });
});
