import { evaluatePolicyStatus } from './evaluate-policy-status';
import type { PolicyStatusRules } from './rule-types';

const rules: PolicyStatusRules = {
  needs: ['PolicyDetails'],
  outcomes: [
    {
      description: 'ended',
      when: { '==': [{ var: 'PolicyDetails.status' }, 'END'] },
      code: { var: 'PolicyDetails.status' },
    },
    { description: 'closed', when: { var: 'PolicyDetails.closed' }, code: 'LPA.CLO' },
    {
      description: 'ended again',
      when: { '==': [{ var: 'PolicyDetails.status' }, 'END'] },
      code: 'X',
    },
  ],
};
const none = { definitions: {} };

describe('evaluatePolicyStatus', () => {
  it('gives the code of the first outcome that applies', () => {
    expect(
      evaluatePolicyStatus(rules, { PolicyDetails: { status: 'END', closed: true } }, 0, none),
    ).toBe('END');
    expect(
      evaluatePolicyStatus(rules, { PolicyDetails: { status: 'REG', closed: true } }, 0, none),
    ).toBe('LPA.CLO');
  });

  it('gives null when no outcome applies, undefined while the data is missing', () => {
    expect(evaluatePolicyStatus(rules, { PolicyDetails: { status: 'REG' } }, 0, none)).toBeNull();
    expect(evaluatePolicyStatus(rules, { PolicyDetails: null }, 0, none)).toBeNull();
    expect(evaluatePolicyStatus(rules, {}, 0, none)).toBeUndefined();
  });
});
