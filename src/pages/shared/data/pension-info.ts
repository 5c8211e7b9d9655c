// The member's pensions (GET /plexus/employmentPensionInfoQuery): the fields beyond policyId and
// employerName that the registry's schema lets through.
import type { PensionInfo } from '../../../api/queries/schemas';
import { codeOf, descriptionOf, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface PensionEntry {
  policyId: string;
  employerName?: string;
  companyId?: string;
  startDate?: string;
  status?: string;
  statusDescription?: string;
}

export function pensionEntries(info: PensionInfo): PensionEntry[] {
  return info.employmentPensionInfoCollection.map((entry) => {
    const raw = record(entry);
    return {
      policyId: entry.policyId,
      employerName: entry.employerName ?? undefined,
      companyId: text(raw.companyId),
      startDate: text(raw.startDate),
      status: codeOf(raw.lifePolicyStatus),
      statusDescription: descriptionOf(raw.lifePolicyStatus),
    };
  });
}

export const usePensionInfo = () => useParsedQuery('PensionInfo', pensionEntries);
