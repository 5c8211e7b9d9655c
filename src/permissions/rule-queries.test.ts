import { initialSession } from '../session/session-store';
import type { ClientSession } from '../session/session-types';
import { planRuleQuery, queriesFor } from './rule-queries';

const session = (patch: Partial<ClientSession> = {}): ClientSession => ({
  ...initialSession(() => 'test'),
  ...patch,
});

describe('planRuleQuery', () => {
  it('runs a policy query for the session policy', () => {
    expect(
      planRuleQuery('PolicyDetails', { session: session({ policyId: 'P1' }), data: {} }),
    ).toEqual({ kind: 'run', params: { policyId: 'P1' } });
  });

  it('waits for a policy, and gives up when the member has none', () => {
    expect(planRuleQuery('PolicyDetails', { session: session(), data: {} })).toEqual({
      kind: 'wait',
    });
    expect(
      planRuleQuery('PolicyDetails', { session: session(), data: {}, policyAvailable: false }),
    ).toEqual({ kind: 'none' });
  });

  it('runs the queries without parameters at once', () => {
    expect(planRuleQuery('Settings', { session: session(), data: {} })).toEqual({
      kind: 'run',
      params: {},
    });
  });

  it("asks the advisors of the member's policy, or the impersonating advisor's own company", () => {
    expect(
      planRuleQuery('AdvisorDetails', { session: session({ policyId: 'P1' }), data: {} }),
    ).toEqual({ kind: 'run', params: { advisorId: 'P1' } });
    const advisor = session({
      policyId: 'P1',
      authMethod: 'AdvisorOneWelcome',
      impersonation: { personId: '2001', advisorId: 'A7' },
    });
    expect(planRuleQuery('AdvisorDetails', { session: advisor, data: {} })).toEqual({
      kind: 'run',
      params: { advisorId: 'A7' },
    });
  });

  it('asks the employer impersonation permission for the advisor and employer companies', () => {
    const context = (data: object) => ({ session: session({ policyId: 'P1' }), data });
    expect(planRuleQuery('EmployerImpersonationPermission', context({}))).toEqual({ kind: 'wait' });
    expect(
      planRuleQuery(
        'EmployerImpersonationPermission',
        context({
          AdvisorDetails: { companyDetailsItemCollection: [{ companyId: '7300518' }] },
          AgreementDetails: { agreementDetailsInfo: { companyId: '4100123' } },
        }),
      ),
    ).toEqual({ kind: 'run', params: { advisor: '7300518', employer: '4100123' } });
    expect(
      planRuleQuery(
        'EmployerImpersonationPermission',
        context({
          AdvisorDetails: { companyDetailsItemCollection: [] },
          AgreementDetails: { agreementDetailsInfo: { companyId: '4100123' } },
        }),
      ),
    ).toEqual({ kind: 'none' });
  });
});

describe('queriesFor', () => {
  it('orders the needed queries so parameters come first', () => {
    expect(queriesFor(['ProjectionsQuery', 'Settings'])).toEqual(['Settings', 'ProjectionsQuery']);
  });
});
