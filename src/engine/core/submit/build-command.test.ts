// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { buildCommandBody, buildSubmission } from './build-command';

describe('buildSubmission', () => {
  it('builds the command and the report from the answers of visible steps', () => {
    const context = sampleContext({
      answers: { kies: { type: 'c', years: 66 }, extra: { note: 'stale' } },
    });
    expect(buildSubmission(sampleFlow, context)).toEqual({
      command: {
        name: 'personalPensionAgeCommand',
        api: 'PersonalPensionAge',
        method: 'POST',
        params: {},
        path: '/Plexus/personalPensionAgeCommand',
        body: { policyId: 'P1', type: 'c', years: 66 },
      },
      report: {
        name: 'personalPensionAge',
        api: 'PersonalPensionAgeSummaryReport',
        method: 'POST',
        params: { id: 'P1' },
        path: '/reports/pensionsummary/personalPensionAge/P1',
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

  it('refuses an unknown command and works without a report', () => {
    const flow = { ...sampleFlow, submit: { command: 'nope', body: {} } };
    expect(() => buildSubmission(flow, sampleContext())).toThrow(/Unknown command/);
    const plain = { ...sampleFlow, submit: { command: 'updatePersonCommand', body: { a: 1 } } };
    expect(buildSubmission(plain, sampleContext())).not.toHaveProperty('report');
  });
});
