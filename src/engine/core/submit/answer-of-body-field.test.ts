// @vitest-environment node
import { flowResources } from 'virtual:compiled-flows';
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { FlowContext } from '../types/context';
import type { FlowResources } from '../types/schema';
import { answerOfBodyField } from './answer-of-body-field';

const sample = (answers: FlowContext['answers']) => sampleContext({ answers });

describe('answerOfBodyField on the sample flow', () => {
  const context = sample({ kies: { type: 'c', years: 60 }, info: {}, samenvatting: {} });

  it('finds the answer a body field reads', () => {
    expect(answerOfBodyField(sampleResources, context, 'type')).toEqual({
      stepId: 'kies',
      field: 'type',
    });
  });

  it('prefers the answer that becomes the value over the one that chose it', () => {
    expect(answerOfBodyField(sampleResources, context, 'years')).toEqual({
      stepId: 'kies',
      field: 'years',
    });
  });

  it('finds nothing for data, unknown paths and answers of hidden steps', () => {
    expect(answerOfBodyField(sampleResources, context, 'policyId')).toBeUndefined();
    expect(answerOfBodyField(sampleResources, context, 'nothing.here')).toBeUndefined();
    const hidden = sample({ kies: { type: 'c' }, extra: { note: 'old' } });
    expect(answerOfBodyField(sampleResources, hidden, 'note')).toBeUndefined();
  });

  it("finds the answer a summary document's field reads, apart from the command's", () => {
    const resources: FlowResources = {
      ...sampleResources,
      flow: {
        ...sampleResources.flow,
        submit: {
          command: 'startValueTransferInWorkflowCommand',
          body: { policyId: { var: 'session.policyId' } },
          summaryDocument: {
            name: 'requestSummary',
            reference: 'summaryDocumentId',
            body: { chosen: { years: { var: 'answers.kies.years' } } },
          },
        },
      },
    };
    const answers = sample({ kies: { type: 'c', years: 60 }, info: {}, samenvatting: {} });
    expect(answerOfBodyField(resources, answers, 'chosen.years', 'summaryDocument')).toEqual({
      stepId: 'kies',
      field: 'years',
    });
    expect(answerOfBodyField(resources, answers, 'chosen.years')).toBeUndefined();
    expect(answerOfBodyField(sampleResources, answers, 'type', 'summaryDocument')).toBeUndefined();
  });

  it('counts only the list items a `$when` keeps', () => {
    const resources: FlowResources = {
      ...sampleResources,
      flow: {
        ...sampleResources.flow,
        submit: {
          command: 'personalPensionAgeCommand',
          body: {
            items: [
              {
                $when: { '==': [{ var: 'answers.kies.type' }, 'a'] },
                n: { var: 'answers.kies.years' },
              },
              { n: { var: 'answers.kies.amount' } },
            ],
            list: { var: 'answers.kies.years' },
          },
        },
      },
    };
    const answers = sample({ kies: { type: 'c', years: 60, amount: 5 } });
    expect(answerOfBodyField(resources, answers, 'items.0.n')).toEqual({
      stepId: 'kies',
      field: 'amount',
    });
    expect(answerOfBodyField(resources, answers, 'items.1.n')).toBeUndefined();
    expect(answerOfBodyField(resources, answers, 'list.3.name')).toEqual({
      stepId: 'kies',
      field: 'years',
    });
  });
});

describe('answerOfBodyField on the partner flows', () => {
  const base = { data: {}, permissions: {}, session: {}, now: '2026-11-21T10:00:00+01:00' };

  it('new partner: BSN, relation start (through derived values) and kind', async () => {
    const resources = await flowResources('new-partner');
    const context: FlowContext = {
      ...base,
      answers: {
        'uw-partner': { kind: 'rp', bsn: '012345672', initials: 'J.', lastName: 'Wit' },
        relatiedatum: { registrationDate: '2020-08-08' },
        samenvatting: { declaration: true },
      },
    };
    const at = (path: string) => answerOfBodyField(resources, context, path);
    expect(at('partnerDetailsInfo.basicPersonInfo.centralRegistration')).toEqual({
      stepId: 'uw-partner',
      field: 'bsn',
    });
    expect(at('partnerDetailsInfo.relationStartDate')).toEqual({
      stepId: 'relatiedatum',
      field: 'registrationDate',
    });
    expect(at('maritalStatus.code')).toEqual({ stepId: 'uw-partner', field: 'kind' });
    expect(at('personId')).toBeUndefined();
  });

  it('divorce agreements: a document of the list, the ex-partner and a choice made by a rule', async () => {
    const resources = await flowResources('divorce-agreements');
    const context: FlowContext = {
      ...base,
      answers: {
        datum: { date: '2026-06-15' },
        afspraken: { agreements: 'yes', division: 'standard' },
        'ex-partner': { name: 'Anna', birthDate: '1980-03-12', bsn: '111222333' },
        documenten: { documents: [{ name: 'a.pdf' }, { name: 'b.pdf' }] },
        samenvatting: { declaration: true },
      },
    };
    const at = (path: string) => answerOfBodyField(resources, context, path);
    expect(at('documents.1')).toEqual({ stepId: 'documenten', field: 'documents' });
    expect(at('exPartner.centralRegistration')).toEqual({ stepId: 'ex-partner', field: 'bsn' });
    expect(at('exPartner')).toEqual({ stepId: 'ex-partner', field: 'name' });
    expect(at('divisionType')).toEqual({ stepId: 'afspraken', field: 'division' });
    expect(at('agreementsMade')).toEqual({ stepId: 'afspraken', field: 'agreements' });
    expect(at('divorceType')).toBeUndefined();
  });
});
