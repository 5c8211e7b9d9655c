import { readFileSync } from 'node:fs';
import { baselineJourney } from './bench-baseline-journey';

interface Journey {
  flow: string;
  fixture: string;
}
const { journeys } = JSON.parse(readFileSync('bench.config.json', 'utf8')) as {
  journeys: Journey[];
};

describe.each(journeys)('the baseline of $flow ($fixture)', ({ flow, fixture }) => {
  const walked = JSON.parse(readFileSync(`tests/fixtures/flows/${flow}/${fixture}`, 'utf8')) as {
    expectedSteps: string[];
    answers: Record<string, Record<string, unknown>>;
  };
  const journey = baselineJourney(flow, walked.expectedSteps);

  it('shows the steps the fixture walks, in its order, each with a title', () => {
    expect(journey.steps.map((step) => step.id)).toEqual(walked.expectedSteps);
    for (const step of journey.steps) expect(step.title).not.toBe(step.id);
  });

  // One driver fills both pages: every answer of the fixture needs its field, of a kind that
  // takes the value (a radio group with that option, a checkbox for a yes/no).
  it('has a field for every answer the fixture gives', () => {
    for (const [stepId, answers] of Object.entries(walked.answers)) {
      const step = journey.steps.find((candidate) => candidate.id === stepId);
      for (const [name, value] of Object.entries(answers)) {
        const field = step?.fields.find((candidate) => candidate.name === name);
        expect(field, `${stepId}.${name}`).toBeDefined();
        if (field!.widget === 'radio')
          expect(field!.options.map((option) => option.value)).toContain(String(value));
        if (typeof value === 'boolean') expect(field!.widget).toBe('checkbox');
      }
    }
  });
});

// What the wizard shows around a step's fields, so the baseline times the same page.
it('carries the help texts, the Back label and the progress texts in Dutch', () => {
  const journey = baselineJourney('value-transfer', ['vorige-werkgever', 'dienstverband']);
  expect(journey.back).toBe('Vorige');
  expect(journey.progress).toEqual({
    count: 'Stap {current} van {total}',
    label: 'Voortgang',
    done: '(afgerond)',
  });
  // dienstverband's dates have a ui:help; the employer's name and place have none.
  const [employer, dates] = journey.steps;
  expect(dates!.fields.map((field) => field.help)).toEqual([
    expect.stringMatching(/\S/),
    expect.stringMatching(/\S/),
  ]);
  for (const field of employer!.fields) expect(field).not.toHaveProperty('help');
});

it('names a step the flow lacks', () => {
  expect(() => baselineJourney('pension-age', ['no-such-step'])).toThrow(/no-such-step/);
});
