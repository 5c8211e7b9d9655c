// `getAdvisorDetails/{id}`: the advisor companies serving the employer of a policy (member view),
// or an advisor's own companies (advisor view, `{id}` = advisor persona id, person id or company id).
import type { PersonaStore } from '../../personas/store';
import type { MemberPersona } from '../../personas/types';
import { findPension } from '../respond';

/** Answer `{ companyDetailsItemCollection }`, or undefined when `id` names nothing. */
export function advisorDetails(personas: PersonaStore, persona: MemberPersona, id: string) {
  const pension = findPension(persona, id);
  if (pension) {
    const employer = pension.agreement.agreementDetailsInfo.companyId;
    return {
      companyDetailsItemCollection: personas
        .all()
        .filter((p) => p.advisor?.employerCompanyIds.includes(employer))
        .flatMap((p) => p.advisor?.companyDetailsItemCollection ?? []),
    };
  }
  const advisor =
    personas.find(id) ??
    personas
      .all()
      .find((p) => p.advisor?.companyDetailsItemCollection.some((co) => co.companyId === id));
  return advisor?.advisor
    ? { companyDetailsItemCollection: advisor.advisor.companyDetailsItemCollection }
    : undefined;
}
