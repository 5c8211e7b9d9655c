// A journey through the minimal pension-age flow becomes a fixture the fixture schema accepts,
// with only the steps shown and their answers, and the command and report the flow builds.
import { readFileSync } from 'node:fs';
import { createAjv } from '../../../../engine/core/validation/create-ajv';
import type { FlowDefinition } from '../../../../engine/core';
import fixtureSchema from '../../../../../tests/fixtures/flows/fixture.schema.json';
import { journeyFixture } from './journey-fixture';

const flow = JSON.parse(
  readFileSync('tests/fixtures/flows/broken/valid-minimal.flow.json', 'utf8'),
) as FlowDefinition;

describe('journeyFixture', () => {
  it('records the steps shown, their answers and what the flow sends, as a valid fixture', () => {
    const fixture = journeyFixture(
      flow,
      {
        answers: {
          'kies-pensioenleeftijd': { type: 'agreement' },
          // A step the agreement answer hides: its answers are not part of the journey.
          'wat-betekent-dit': { stale: true },
          samenvatting: { declaration: true },
        },
        data: {},
        permissions: {},
        session: { policyId: '2100464458' },
        now: '2026-11-21T09:00:00.000Z',
      },
      { persona: 'member-active', description: 'Back to the scheme age.' },
    );
    expect(fixture).toEqual({
      $schema: '../fixture.schema.json',
      description: 'Back to the scheme age.',
      persona: 'member-active',
      now: '2026-11-21T09:00:00.000Z',
      answers: {
        'kies-pensioenleeftijd': { type: 'agreement' },
        samenvatting: { declaration: true },
      },
      expectedSteps: ['kies-pensioenleeftijd', 'samenvatting'],
      expectedCommand: {
        name: 'personalPensionAgeCommand',
        body: expect.objectContaining({
          policyId: '2100464458',
          personalPensionAgeType: 'agreement',
        }) as unknown,
      },
      expectedReport: { name: 'personalPensionAge', body: { policyId: '2100464458' } },
    });
    const validate = createAjv().compile(fixtureSchema);
    expect(validate(JSON.parse(JSON.stringify(fixture))), JSON.stringify(validate.errors)).toBe(
      true,
    );
  });
});
