// @vitest-environment node
// Store-time normalisation: what Next stores, validates and hands on is the normalised answer.
import { personResources, personStep } from '../testing/person-step';
import type { FlowContext } from '../types/context';
import { createDraft } from './draft-state';
import { nextMove } from './next-move';
import { storeStep } from './store-step';

const context = (own = '111222333'): FlowContext => ({
  answers: {},
  data: { own },
  permissions: {},
  session: {},
  now: '2026-11-21T10:00:00+01:00',
});

describe('storeStep', () => {
  it('stores and validates the normalised values', () => {
    const typed = { bsn: ' 12345672 ', postcode: '1234ab', name: ' Jan ', note: ' x ' };
    const { normalised, errors, stored } = storeStep(personResources, personStep, typed, context());
    expect(errors).toEqual([]);
    expect(normalised).toEqual({ bsn: '012345672', postcode: '1234 AB', name: 'Jan', note: 'x' });
    // `note` shows for the name Jan: only the normalised name makes it shown and kept.
    expect(stored).toEqual(normalised);
  });

  it('accepts a BSN written in groups, which the format alone refuses', () => {
    expect(
      storeStep(personResources, personStep, { bsn: '123.456.782', name: 'Jo' }, context()),
    ).toMatchObject({ errors: [], stored: { bsn: '123456782', name: 'Jo' } });
  });

  it('finds the member’s own BSN however either is written', () => {
    const { errors } = storeStep(
      personResources,
      personStep,
      { bsn: ' 12345672', name: 'Jo' },
      context('012345672'),
    );
    expect(errors).toEqual([{ path: 'bsn', messageId: 'validation.bsn.samePerson', values: {} }]);
    const fromNumber = storeStep(
      personResources,
      personStep,
      { bsn: '012 345 672', name: 'Jo' },
      { ...context(), data: { own: 12345672 } },
    );
    expect(fromNumber.errors.map((error) => error.messageId)).toEqual([
      'validation.bsn.samePerson',
    ]);
  });

  it('refuses an answer of only whitespace as missing, and keeps what it cannot read as typed', () => {
    const { errors, normalised } = storeStep(
      personResources,
      personStep,
      { bsn: ' 1234-5672 ', name: '   ' },
      context(),
    );
    expect(normalised).toEqual({ bsn: '1234-5672' });
    expect(errors.map((error) => [error.path, error.messageId]).sort()).toEqual([
      ['bsn', 'validation.bsn'],
      ['name', 'validation.required'],
    ]);
  });
});

describe('nextMove stores normalised answers', () => {
  it('hands the normalised values on, and remembers the typed ones it was worked out for', () => {
    const typed = { bsn: '12345672', name: ' Jan ' };
    const draft = createDraft('person', '1', 'persoon');
    const move = nextMove(personResources, draft, personStep, typed, context(), context());
    expect(move.values).toBe(typed);
    expect(move.stored).toEqual({ bsn: '012345672', name: 'Jan' });
    expect(move.after.answers.persoon).toEqual({ bsn: '012345672', name: 'Jan' });
  });
});
