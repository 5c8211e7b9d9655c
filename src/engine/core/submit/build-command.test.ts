// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import {
  buildCommandBody,
  buildSubmission,
  referToDocument,
  submitAlternatives,
} from './build-command';

describe('buildSubmission', () => {
  it('builds the command and the report from the answers of visible steps', () => {
    const context = sampleContext({
      answers: { kies: { type: 'c', years: 66 }, extra: { note: 'stale' } },
    });
    expect(buildSubmission(sampleFlow, context)).toEqual({
      command: {
        command: 'personalPensionAgeCommand',
        params: {},
        body: { policyId: 'P1', type: 'c', years: 66 },
      },
      report: {
        command: 'personalPensionAge',
        params: { id: 'P1' },
        body: { policyId: 'P1', fixed: { var: 'not logic' } },
      },
    });
  });

  it('leaves optional fields out', () => {
    const context = sampleContext({ answers: { kies: { type: 'b' }, extra: { note: 'Graag' } } });
    expect(buildCommandBody(sampleFlow, context)).toEqual({
      policyId: 'P1',
      type: 'b',
      note: 'Graag',
    });
  });

  it('names the call only, and works without a report', () => {
    const flow = { ...sampleFlow, submit: { command: 'anyName', body: {} } };
    expect(Object.keys(buildSubmission(flow, sampleContext()).command).sort()).toEqual([
      'body',
      'command',
      'params',
    ]);
    const plain = { ...sampleFlow, submit: { command: 'updatePersonCommand', body: { a: 1 } } };
    expect(buildSubmission(plain, sampleContext())).not.toHaveProperty('report');
  });
});

describe('submit alternatives', () => {
  const flow = {
    ...sampleFlow,
    submit: [
      {
        when: { '==': [{ var: 'answers.kies.type' }, 'a'] },
        command: 'portfolioInvestmentProfiles',
        params: { policyId: { var: 'session.policyId' } },
        body: { investmentProfile: 'Neutral' },
      },
      {
        when: { '==': [{ var: 'answers.kies.type' }, 'b'] },
        command: 'changeTargetSplitPortfolios',
        params: { id: { var: 'session.policyId' } },
        body: { portfolioCollection: [] },
        report: { name: 'changeInvestmentChoice', params: { id: 'X' }, body: { b: true } },
      },
      { command: 'updatePersonCommand', body: { fallback: true } },
    ],
  };

  it('sends the first alternative whose when holds', () => {
    const a = buildSubmission(flow, sampleContext({ answers: { kies: { type: 'a' } } }));
    expect(a.command).toEqual({
      command: 'portfolioInvestmentProfiles',
      params: { policyId: 'P1' },
      body: { investmentProfile: 'Neutral' },
    });
    expect(a).not.toHaveProperty('report');
    const b = buildSubmission(flow, sampleContext({ answers: { kies: { type: 'b' } } }));
    expect(b.command.params).toEqual({ id: 'P1' });
    expect(b.report).toMatchObject({ command: 'changeInvestmentChoice', params: { id: 'X' } });
  });

  it('falls back to the alternative without when, and lists the alternatives in order', () => {
    const c = buildSubmission(flow, sampleContext({ answers: { kies: { type: 'c' } } }));
    expect(c.command.body).toEqual({ fallback: true });
    expect(submitAlternatives(flow).map((s) => s.command)).toEqual([
      'portfolioInvestmentProfiles',
      'changeTargetSplitPortfolios',
      'updatePersonCommand',
    ]);
    expect(submitAlternatives(sampleFlow)).toEqual([sampleFlow.submit]);
  });

  it('throws when no alternative applies', () => {
    const strict = { ...flow, submit: flow.submit.slice(0, 2) };
    expect(() =>
      buildSubmission(strict, sampleContext({ answers: { kies: { type: 'c' } } })),
    ).toThrow(/No submit alternative/);
  });
});

describe('summary documents', () => {
  const flow = {
    ...sampleFlow,
    submit: {
      command: 'startValueTransferInWorkflowCommand',
      body: { policyId: { var: 'session.policyId' } },
      summaryDocument: {
        name: 'requestSummary',
        params: { kind: 'sample', id: { var: 'session.policyId' } },
        reference: 'summaryDocumentId',
        body: { type: { var: 'answers.kies.type' }, note: { var: 'answers.extra.note' } },
      },
    },
  };

  it('builds the summary document beside the command, which does not name it yet', () => {
    const submission = buildSubmission(
      flow,
      sampleContext({ answers: { kies: { type: 'b' }, extra: { note: 'Graag' } } }),
    );
    expect(submission.command.body).toEqual({ policyId: 'P1' });
    expect(submission.summaryDocument).toEqual({
      command: 'requestSummary',
      params: { kind: 'sample', id: 'P1' },
      body: { type: 'b', note: 'Graag' },
      reference: 'summaryDocumentId',
    });
  });

  it('puts the filed document id into the command under its reference', () => {
    const { command } = buildSubmission(flow, sampleContext({ answers: { kies: { type: 'a' } } }));
    expect(referToDocument(command, 'summaryDocumentId', 'DOC-1').body).toEqual({
      policyId: 'P1',
      summaryDocumentId: 'DOC-1',
    });
    expect(command.body).toEqual({ policyId: 'P1' });
    expect(() => referToDocument(command, 'policyId', 'DOC-1')).toThrow(/already has policyId/);
    expect(() => referToDocument({ ...command, body: [1] }, 'x', 'DOC-1')).toThrow(/cannot refer/);
  });
});
