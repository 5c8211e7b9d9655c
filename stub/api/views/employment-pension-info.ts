// `employmentPensionInfoQuery`: the list of the member's pensions the portal starts from
// (the pensions overview appears when it has more than one entry).
import type { MemberPersona } from '../../personas/types';

/** Answer: `{ employmentPensionInfoCollection: [{ policyId, employerName, companyId, startDate, lifePolicyStatus }] }`. */
export const employmentPensionInfo = (persona: MemberPersona) => ({
  employmentPensionInfoCollection: persona.pensions.map((p) => ({
    policyId: p.policyId,
    employerName: p.employerName,
    companyId: p.agreement.agreementDetailsInfo.companyId,
    startDate: p.policy.startDate,
    lifePolicyStatus: p.policy.lifePolicyStatus,
  })),
});
