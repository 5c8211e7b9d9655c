import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { addPortalFormats, portalFormats } from './ajv-formats';

const schema = {
  type: 'object',
  properties: {
    bsn: { type: 'string', format: 'bsn' },
    birthDate: { type: 'string', format: 'nl-date' },
    postcode: { type: 'string', format: 'postcode' },
    email: { type: 'string', format: 'portal-email' },
    name: { type: 'string', format: 'portal-name' },
    nickname: { type: 'string', format: 'portal-name-at' },
    houseNumber: { type: 'string', format: 'house-number' },
    addition: { type: 'string', format: 'house-number-addition' },
  },
};

const valid = {
  bsn: '111222333',
  birthDate: '5-3-1960',
  postcode: '1234 AB',
  email: 'jan@example.nl',
  name: 'Jan-Willem de Vries',
  nickname: 'jan@home',
  houseNumber: '12',
  addition: 'A',
};

const invalid = {
  bsn: '123456789',
  birthDate: '31-02-2024',
  postcode: '1234 SS',
  email: 'jan@example.amsterdam',
  name: 'Jan  de Vries',
  nickname: 'jan home!',
  houseNumber: '012',
  addition: 'A/B',
};

describe('addPortalFormats', () => {
  it.each([
    ['draft-07 Ajv', () => new Ajv({ allErrors: true })],
    ['Ajv2020', () => new Ajv2020({ allErrors: true })],
  ])('registers every format on %s', (_name, create) => {
    const validate = addPortalFormats(create()).compile(schema);
    expect(validate(valid)).toBe(true);
    expect(validate(invalid)).toBe(false);
    const failed = (validate.errors ?? []).map((error) => error.instancePath).sort();
    expect(failed).toEqual(
      Object.keys(invalid)
        .map((key) => `/${key}`)
        .sort(),
    );
    expect((validate.errors ?? []).every((error) => error.keyword === 'format')).toBe(true);
  });

  it('covers the formats the step schemas name', () => {
    expect(Object.keys(portalFormats)).toEqual(
      expect.arrayContaining([
        'bsn',
        'nl-date',
        'postcode',
        'portal-email',
        'portal-name',
        'house-number',
      ]),
    );
  });

  it('has no amount format: an amount is read in the language of the page it is typed on', () => {
    expect(portalFormats).not.toHaveProperty('currency');
  });

  it('leaves non-string values to the type keyword', () => {
    const validate = addPortalFormats(new Ajv({ strictTypes: false })).compile({ format: 'bsn' });
    expect(validate(123456789)).toBe(true);
  });
});
