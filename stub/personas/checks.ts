// Checks a JSON schema cannot express: BSNs pass the eleven-test, ids are unique, references
// point at personas that exist, advisor permissions name an advisor company and one of the
// member's employers. Each check names the JSON path of the problem.
import { isDifferentBsn, isValidBsn, normaliseBsn } from '../../src/validation/bsn';
import type { Persona } from './types';

/** One problem found in a resolved persona. */
export interface PersonaProblem {
  /** JSON path in the resolved persona. */
  path: string;
  /** What is wrong. */
  message: string;
}

/** Problems inside one resolved persona; empty when fine. */
export function checkPersona(persona: Persona): PersonaProblem[] {
  const problems: PersonaProblem[] = [];
  const person = persona.person;
  if (person) {
    const bsns: [string, string][] = [
      [
        '/person/personDetailsInfo/basicPersonInfo',
        person.personDetailsInfo.basicPersonInfo.centralRegistration,
      ],
    ];
    if (person.partnerDetailsInfo)
      bsns.push([
        '/person/partnerDetailsInfo/basicPersonInfo',
        person.partnerDetailsInfo.basicPersonInfo.centralRegistration,
      ]);
    person.childrenCollection.forEach((child, i) =>
      bsns.push([
        `/person/childrenCollection/${i}/basicPersonInfo`,
        child.basicPersonInfo.centralRegistration,
      ]),
    );
    // Stored as the back end keeps them: 9 digits, passing the eleven-test.
    for (const [path, bsn] of bsns)
      if (!isValidBsn(bsn))
        problems.push({
          path: `${path}/centralRegistration`,
          message: `${bsn} fails the eleven-test`,
        });
      else if (normaliseBsn(bsn) !== bsn)
        problems.push({ path: `${path}/centralRegistration`, message: `${bsn} must be 9 digits` });
    const [own, partner] = bsns;
    if (person.partnerDetailsInfo && own && partner && !isDifferentBsn(partner[1], own[1]))
      problems.push({
        path: '/person/partnerDetailsInfo/basicPersonInfo/centralRegistration',
        message: "must differ from the member's own BSN",
      });
  }
  const seen = new Map<string, string>();
  const unique = (kind: string, id: string, path: string) => {
    const key = `${kind}:${id}`;
    const first = seen.get(key);
    if (first) problems.push({ path, message: `repeats ${kind} ${id} of ${first}` });
    else seen.set(key, path);
  };
  persona.pensions?.forEach((pension, p) => {
    const at = `/pensions/${p}`;
    unique('policyId', pension.policyId, `${at}/policyId`);
    pension.messages.forEach((m, i) => unique('message id', m.id, `${at}/messages/${i}/id`));
    pension.policyDocuments.forEach((d, i) =>
      unique('documentId', d.documentId, `${at}/policyDocuments/${i}/documentId`),
    );
    pension.agreementDocuments.forEach((d, i) =>
      unique('documentId', d.documentId, `${at}/agreementDocuments/${i}/documentId`),
    );
    pension.unitLink.portfolioInformationCollection.forEach((pf, i) =>
      unique(
        'portfolioUid',
        pf.basicPortfolioInfo.portfolioUid,
        `${at}/unitLink/portfolioInformationCollection/${i}/basicPortfolioInfo/portfolioUid`,
      ),
    );
  });
  return problems;
}

/**
 * Problems in a member's advisor permissions: `to` must be a company of an advisor persona,
 * `relatesTo` one of the member's employers (spec section 6), and no pair may repeat.
 */
function permissionProblems(persona: Persona, advisorCompanies: Set<string>): PersonaProblem[] {
  const problems: PersonaProblem[] = [];
  const employers = new Set(
    persona.pensions?.map((p) => p.agreement.agreementDetailsInfo.companyId) ?? [],
  );
  const seen = new Set<string>();
  persona.permissions?.forEach((permission, i) => {
    const at = `/permissions/${i}`;
    if (persona.kind !== 'member')
      problems.push({ path: at, message: 'only a member gives advisors permission' });
    if (!advisorCompanies.has(permission.to))
      problems.push({
        path: `${at}/to`,
        message: `names no advisor company of an advisor persona (got ${permission.to})`,
      });
    if (!employers.has(permission.relatesTo))
      problems.push({
        path: `${at}/relatesTo`,
        message: `is not an employer of this member (got ${permission.relatesTo}; employers: ${[...employers].join(', ')})`,
      });
    const pair = `${permission.to}→${permission.relatesTo}`;
    if (seen.has(pair)) problems.push({ path: at, message: `repeats the permission ${pair}` });
    seen.add(pair);
  });
  return problems;
}

/** Problems between personas (ids, person ids, impersonation targets); `where` names the persona. */
export function checkAcross(personas: Persona[]): (PersonaProblem & { persona: string })[] {
  const problems: (PersonaProblem & { persona: string })[] = [];
  const byPersonId = new Map<string, string>();
  const advisorCompanies = new Set(
    personas.flatMap((p) => p.advisor?.companyDetailsItemCollection.map((c) => c.companyId) ?? []),
  );
  for (const persona of personas) {
    for (const problem of permissionProblems(persona, advisorCompanies))
      problems.push({ persona: persona.id, ...problem });
    const personId = persona.person?.personDetailsInfo.basicPersonInfo.personId ?? persona.personId;
    const path = persona.person
      ? '/person/personDetailsInfo/basicPersonInfo/personId'
      : '/personId';
    if (personId) {
      const other = byPersonId.get(personId);
      if (other)
        problems.push({
          persona: persona.id,
          path,
          message: `repeats person id ${personId} of ${other}`,
        });
      else byPersonId.set(personId, persona.id);
    }
    if (persona.impersonates) {
      const target = personas.find((p) => p.id === persona.impersonates);
      if (!target || target.kind !== 'member')
        problems.push({
          persona: persona.id,
          path: '/impersonates',
          message: `must name a member persona (got ${persona.impersonates})`,
        });
    }
  }
  return problems;
}
