// @vitest-environment node
import { sampleResources } from '../testing/sample-flow';
import { personResources, personStep } from '../testing/person-step';
import { normaliseStepValues } from './normalise-step';

describe('normaliseStepValues', () => {
  it('normalises each field by its schema and drops answers of only whitespace', () => {
    const typed = {
      bsn: ' 1234 5672 ',
      postcode: '1234ab',
      email: ' jan@voorbeeld.nl ',
      name: ' Jan ',
      note: '   ',
      count: 3,
    };
    expect(normaliseStepValues(personResources, personStep, typed)).toEqual({
      bsn: '012345672',
      postcode: '1234 AB',
      email: 'jan@voorbeeld.nl',
      name: 'Jan',
      count: 3,
    });
    expect(typed.bsn).toBe(' 1234 5672 ');
  });

  it('normalises only the fields named', () => {
    expect(
      normaliseStepValues(personResources, personStep, { bsn: '12345672', name: ' Jan ' }, ['bsn']),
    ).toEqual({ bsn: '012345672', name: ' Jan ' });
  });

  it('returns the values themselves when nothing changes, and leaves steps without a schema', () => {
    const values = { bsn: '012345672', name: 'Jan' };
    expect(normaliseStepValues(personResources, personStep, values)).toBe(values);
    const info = sampleResources.flow.steps.find((step) => step.id === 'info')!;
    const other = { seen: ' yes ' };
    expect(normaliseStepValues(sampleResources, info, other)).toBe(other);
  });
});
