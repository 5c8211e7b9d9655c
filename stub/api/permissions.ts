// Advisor permissions (spec section 6): a member gives an advisor company a permission for one
// employer (`to` = advisor company, `relatesTo` = employer company). The same records decide
// whether an advisor may read the member at all (`advisorPermission`, used by authenticate.ts).
import type { Hono } from 'hono';
import type { PersonaStore } from '../personas/store';
import type { MemberPersona, PermissionRecord, Persona } from '../personas/types';
import { onWrite } from './bodies/on-write';
import { participantPermissionCreateBody } from './bodies/participant-permission-create';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest } from './respond';

/** Code of the 403 an advisor gets for a member who gave their company no permission. */
export const NO_ADVISOR_PERMISSION = 'NO_ADVISOR_PERMISSION';

/** The employer company ids of a member: one per pension's agreement. */
export const employersOf = (member: MemberPersona): string[] =>
  member.pensions.map((p) => p.agreement.agreementDetailsInfo.companyId);

/**
 * The permission that lets `advisor` read `member`: one the member gave a company of the advisor
 * (`to`) for one of the member's employers (`relatesTo`); with `employer` (the advisor's
 * X-Impersonated-Employer) only one for that employer. Undefined when there is none: the advisor
 * may not read this member.
 */
export function advisorPermission(
  advisor: Persona,
  member: MemberPersona,
  employer?: string,
): PermissionRecord | undefined {
  const companies = new Set(advisor.advisor?.companyDetailsItemCollection.map((c) => c.companyId));
  const employers = new Set(employersOf(member));
  return member.permissions?.find(
    (p) =>
      companies.has(p.to) &&
      employers.has(p.relatesTo) &&
      (employer === undefined || p.relatesTo === employer),
  );
}

const advisorServes = (personas: PersonaStore, advisorCompany: string, employer: string) =>
  personas
    .all()
    .some(
      (p) =>
        p.advisor?.companyDetailsItemCollection.some((co) => co.companyId === advisorCompany) &&
        p.advisor.employerCompanyIds.includes(employer),
    );

/** Adds `ParticipantPermission/list`, `/can-give-impersonation-permission` and `/create`. */
export function registerPermissions(app: Hono<ApiEnv>, { personas, ids }: ApiDeps): void {
  app.get('/participantpermission/list', (c) => c.json(c.get('persona').permissions ?? []));

  app.get('/participantpermission/can-give-impersonation-permission', (c) => {
    const advisor = c.req.query('advisor');
    const employer = c.req.query('employer');
    if (!advisor)
      return badRequest(c, 'advisor', 'query parameter advisor is required', 'REQUIRED');
    if (!employer)
      return badRequest(c, 'employer', 'query parameter employer is required', 'REQUIRED');
    return c.json(advisorServes(personas, advisor, employer));
  });

  onWrite(app, participantPermissionCreateBody, (c, body) => {
    const persona = c.get('persona');
    const to = body.to.trim();
    const relatesTo = body.relatesTo.trim();
    if (!employersOf(persona).includes(relatesTo))
      return badRequest(
        c,
        'relatesTo',
        `relatesTo ${relatesTo} is not an employer of this participant`,
      );
    if (!advisorServes(personas, to, relatesTo))
      return badRequest(c, 'to', `Advisor company ${to} cannot act for employer ${relatesTo}`);
    const permissions = (persona.permissions ??= []);
    if (permissions.some((p) => p.to === to && p.relatesTo === relatesTo))
      return badRequest(
        c,
        'to',
        `Advisor company ${to} already has permission for employer ${relatesTo}`,
      );
    const permissionId = ids.next('PERM');
    permissions.push({ permissionId, to, relatesTo, createdAt: new Date().toISOString() });
    return accepted(c, ids.next('CMD'), { permissionId });
  });
}
