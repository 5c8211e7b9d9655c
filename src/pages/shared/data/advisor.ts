// Advisors (GET /plexus/getAdvisorDetails/{id}) and the permissions the member gave
// (GET /ParticipantPermission/list).
import { list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface AdvisorCompany {
  companyId: string;
  companyName?: string;
  chamberOfCommerceNumber?: string;
  emailAddress?: string;
  phoneNumber?: string;
  city?: string;
}

export interface AdvisorPermission {
  permissionId?: string;
  /** Advisor company. */
  to: string;
  /** Employer company. */
  relatesTo: string;
  createdAt?: string;
}

export function parseAdvisors(raw: unknown): AdvisorCompany[] {
  return list(record(raw).companyDetailsItemCollection).flatMap((entry) => {
    const company = record(entry);
    const companyId = text(company.companyId);
    if (!companyId) return [];
    return [
      {
        companyId,
        companyName: text(company.companyName),
        chamberOfCommerceNumber: text(company.chamberOfCommerceNumber),
        emailAddress: text(company.emailAddress),
        phoneNumber: text(company.phoneNumber),
        city: text(company.city),
      },
    ];
  });
}

export function parsePermissions(raw: unknown): AdvisorPermission[] {
  return list(raw).flatMap((entry) => {
    const permission = record(entry);
    const to = text(permission.to);
    const relatesTo = text(permission.relatesTo);
    if (!to || !relatesTo) return [];
    return [
      {
        permissionId: text(permission.permissionId),
        to,
        relatesTo,
        createdAt: text(permission.createdAt),
      },
    ];
  });
}

export const useAdvisors = () => useParsedQuery('AdvisorDetails', parseAdvisors);
export const useAdvisorPermissions = () => useParsedQuery('AdvisorPermissions', parsePermissions);
