// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import { sentSummary } from './sent-summary';

describe('sentSummary', () => {
  it('shows only the answers the command carries, as the summary shows them', () => {
    const context = sampleContext({
      answers: { kies: { type: 'b', years: 60, amount: 250 }, extra: { note: 'Graag' } },
    });
    // The sample body reads type and note; the amount goes nowhere, so it is not shown.
    expect(sentSummary(sampleResources, context)).toEqual([
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
        ],
      },
      {
        stepId: 'extra',
        title: 'flow.sample.extra.title',
        lines: [{ field: 'note', label: 'flow.sample.field.note', value: 'Graag', format: 'text' }],
      },
    ]);
  });

  it('includes the summary document’s answers and drops steps that sent nothing', () => {
    const resources = {
      ...sampleResources,
      flow: {
        ...sampleResources.flow,
        submit: {
          command: 'startValueTransferInWorkflowCommand',
          body: { policyId: { var: 'session.policyId' } },
          summaryDocument: {
            name: 'requestSummary',
            reference: 'summaryDocumentId',
            body: { amount: { var: 'answers.kies.amount' } },
          },
        },
      },
    };
    const context = sampleContext({ answers: { kies: { type: 'a', amount: 250 } } });
    expect(sentSummary(resources, context)).toEqual([
      {
        stepId: 'kies',
        title: 'flow.sample.kies.title',
        lines: [
          { field: 'amount', label: 'flow.sample.field.amount', value: 250, format: 'currency' },
        ],
      },
    ]);
  });
});
