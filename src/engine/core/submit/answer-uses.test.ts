// @vitest-environment node
import type { FlowDefinition } from '../types/flow';
import { sampleFlow } from '../testing/sample-flow';
import { answerUses, usesOf } from './answer-uses';
import { submitAlternatives } from './build-command';

describe('answerUses', () => {
  it('finds the answers the command body reads, directly and in conditions', () => {
    const uses = answerUses(sampleFlow, submitAlternatives(sampleFlow)[0]!);
    expect(usesOf(uses, 'kies', 'type')).toEqual([
      { destination: 'command', part: 'body', pointer: '/type' },
      { destination: 'command', part: 'body', pointer: '/years' },
    ]);
    expect(usesOf(uses, 'kies', 'years')).toEqual([
      { destination: 'command', part: 'body', pointer: '/years' },
    ]);
    expect(usesOf(uses, 'kies', 'amount')).toEqual([]);
  });

  it('follows derived values, and leaves the member’s report copy out', () => {
    const flow: FlowDefinition = {
      ...sampleFlow,
      derived: {
        chosen: { var: 'answers.kies.type' },
        label: { cat: [{ var: 'derived.chosen' }, { var: 'derived.label' }] },
      },
    };
    const uses = answerUses(flow, {
      command: 'updatePersonCommand',
      body: { a: { var: 'derived.label' } },
      report: { name: 'personalPensionAge', body: { amount: { var: 'answers.kies.amount' } } },
    });
    expect(usesOf(uses, 'kies', 'type')).toEqual([
      { destination: 'command', part: 'body', pointer: '/a' },
    ]);
    expect(usesOf(uses, 'kies', 'amount')).toEqual([]);
  });

  it('finds the summary document’s answers, whole steps, and list items read per element', () => {
    const uses = answerUses(sampleFlow, {
      command: 'updatePersonCommand',
      params: { id: { var: 'answers.kies.years' } },
      body: {},
      summaryDocument: {
        name: 'requestSummary',
        reference: 'summaryDocumentId',
        body: {
          extra: { var: 'answers.extra' },
          funds: { map: [{ var: 'answers.kies.list' }, { var: 'fundId' }] },
        },
      },
    });
    expect(usesOf(uses, 'kies', 'years')).toEqual([
      { destination: 'command', part: 'params', pointer: '/id' },
    ]);
    expect(usesOf(uses, 'extra', 'note')).toEqual([
      { destination: 'summaryDocument', part: 'body', pointer: '/extra' },
    ]);
    expect(usesOf(uses, 'kies', 'list')).toEqual([
      { destination: 'summaryDocument', part: 'body', pointer: '/funds' },
    ]);
  });
});
