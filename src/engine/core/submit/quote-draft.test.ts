// @vitest-environment node
import { sampleContext, sampleFlow, sampleResources } from '../testing/sample-flow';
import type { FlowDefinition } from '../types/flow';
import { answerOfBodyField } from './answer-of-body-field';
import { buildSubmission } from './build-command';
import {
  makesQuoteDraft,
  quoteDraftAccept,
  quoteDraftCancel,
  quoteDraftCreate,
  quoteDraftOnNext,
} from './quote-draft';

const id = { id: { var: 'session.policyId' } };
const flow: FlowDefinition = {
  ...sampleFlow,
  quoteDraft: {
    before: 'samenvatting',
    create: { command: 'createPolicyQuoteDraftCommand', params: id },
    accept: { command: 'acceptPolicyQuoteCommand', params: id },
    cancel: { command: 'cancelPolicyQuoteCommand', params: id },
  },
};
const answers = { kies: { type: 'c', years: 66 } };
const member = sampleContext({ answers });
const advisor = sampleContext({ answers, session: { ...member.session, readOnly: true } });
const commandBody = { policyId: 'P1', type: 'c', years: 66 };

describe('quote draft', () => {
  it('carries the body of the submit alternative that applies', () => {
    expect(quoteDraftCreate(flow, member)).toEqual({
      command: 'createPolicyQuoteDraftCommand',
      params: { id: 'P1' },
      body: commandBody,
    });
  });

  it('is created when Next leads to the draft’s step, and only then', () => {
    const create = quoteDraftCreate(flow, member);
    expect(quoteDraftOnNext(flow, member, 'samenvatting', undefined)).toEqual(create);
    expect(quoteDraftOnNext(flow, member, 'info', undefined)).toBeUndefined();
    expect(quoteDraftOnNext(flow, member, undefined, undefined)).toBeUndefined();
  });

  it('is made again after a changed answer, not when the member only went back and forth', () => {
    const made = quoteDraftCreate(flow, member);
    expect(quoteDraftOnNext(flow, member, 'samenvatting', made)).toBeUndefined();
    const changed = sampleContext({ answers: { kies: { type: 'c', years: 67 } } });
    expect(quoteDraftOnNext(flow, changed, 'samenvatting', made)?.body).toEqual({
      ...commandBody,
      years: 67,
    });
  });

  it('is not made when the answers change nothing (the nothing-changed modal follows)', () => {
    const same = sampleContext({ answers, data: { PolicyDetails: { type: 'c' } } });
    expect(quoteDraftOnNext(flow, same, 'samenvatting', undefined)).toBeUndefined();
  });

  it('makes the send the accept, with the create to make first when none was made', () => {
    const submission = buildSubmission(flow, member);
    expect(submission.command).toEqual({
      command: 'acceptPolicyQuoteCommand',
      params: { id: 'P1' },
      body: {},
    });
    expect(submission.quoteDraft).toEqual(quoteDraftCreate(flow, member));
    expect(submission.report?.command).toBe('personalPensionAge');
  });

  it('is cancelled with the cancel call', () => {
    expect(quoteDraftCancel(flow, member)).toEqual({
      command: 'cancelPolicyQuoteCommand',
      params: { id: 'P1' },
      body: {},
    });
  });

  it('is never made, accepted or cancelled by a read-only session', () => {
    expect(makesQuoteDraft(flow, advisor)).toBe(false);
    expect(quoteDraftOnNext(flow, advisor, 'samenvatting', undefined)).toBeUndefined();
    expect(quoteDraftAccept(flow, advisor)).toBeUndefined();
    expect(quoteDraftCancel(flow, advisor)).toBeUndefined();
    expect(buildSubmission(flow, advisor).command.command).toBe('personalPensionAgeCommand');
  });

  it('leaves flows without a draft block alone', () => {
    expect(makesQuoteDraft(sampleFlow, member)).toBe(false);
    expect(quoteDraftOnNext(sampleFlow, member, 'samenvatting', undefined)).toBeUndefined();
    expect(buildSubmission(sampleFlow, member)).not.toHaveProperty('quoteDraft');
  });

  it('traces a refused field of the create to its answer; the accept has no body to trace', () => {
    const resources = { ...sampleResources, flow };
    expect(answerOfBodyField(resources, member, 'years', 'quoteDraft')).toEqual({
      stepId: 'kies',
      field: 'years',
    });
    expect(answerOfBodyField(resources, member, 'years', 'command')).toBeUndefined();
  });
});
