// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { summaryContent } from './summary-content';

const summary = sampleResources.flow.steps[3] as StepDefinition;

describe('summaryContent', () => {
  it('lists the answered visible fields per step, with option labels and formats', () => {
    const context = sampleContext({
      answers: { kies: { type: 'b', years: 60, amount: 250 }, extra: { note: 'Graag' } },
    });
    const content = summaryContent(sampleResources, summary, context);
    expect(content.sections).toEqual([
      {
        stepId: 'kies',
        title: 'flow.sample.kies.title',
        lines: [
          {
            field: 'type',
            label: 'flow.sample.field.type',
            value: 'b',
            format: 'message',
            valueLabel: 'flow.sample.type.b',
          },
          { field: 'amount', label: 'flow.sample.field.amount', value: 250, format: 'currency' },
        ],
      },
      {
        stepId: 'extra',
        title: 'flow.sample.extra.title',
        lines: [{ field: 'note', label: 'flow.sample.field.note', value: 'Graag', format: 'text' }],
      },
    ]);
  });

  it('leaves out hidden steps, and adds the items and the declaration', () => {
    const context = sampleContext({ answers: { kies: { type: 'a' }, extra: { note: 'stale' } } });
    const content = summaryContent(sampleResources, summary, context);
    expect(content.sections.map((section) => section.stepId)).toEqual(['kies']);
    expect(content.items).toEqual([
      {
        label: 'flow.sample.summary.type',
        value: 'a',
        format: 'message',
        valueLabel: 'flow.sample.type.a',
      },
    ]);
    expect(content.declaration).toEqual({ label: 'flow.sample.summary.declaration' });
  });
});
