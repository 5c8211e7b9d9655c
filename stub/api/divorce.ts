// The body of `startDivorceWorkFlowCommand` as the divorce and separation agreements wizards
// send it: the end of the relation, whether agreements about dividing the pension were made,
// and if so their kind, the ex-partner and the documents (covenant, cohabitation contract).
// A body with only policyId (a bare report of a split) stays valid.
import type { MemberPersona } from '../personas/types';
import { isValidBsn } from '../personas/bsn';
import { today } from '../state/dates';
import { asRecord, type FieldProblem } from './body';
import { filesFromBody, type SentFile } from './files-body';

/** What a divorce report says. */
export interface DivorceReport {
  /** DIVORCE (marriage, registered partnership) or SEPARATION (living together). */
  divorceType: 'DIVORCE' | 'SEPARATION';
  /** yyyy-MM-dd, not in the future; absent in a bare report. */
  divorceDate?: string;
  /** Agreements about dividing the pension were made. */
  agreementsMade: boolean;
  /** STANDARD (equal division by law) or DIFFERENT (another division or conversion). */
  divisionType?: 'STANDARD' | 'DIFFERENT';
  /** The ex-partner's name. */
  exPartnerName?: string;
  /** The documents sent. */
  documents: SentFile[];
}

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The report in `body`, or the first problem. */
export function parseDivorceReport(
  persona: MemberPersona,
  body: Record<string, unknown>,
): DivorceReport | FieldProblem {
  const divorceType = body.divorceType ?? 'DIVORCE';
  if (divorceType !== 'DIVORCE' && divorceType !== 'SEPARATION')
    return { field: 'divorceType', message: 'divorceType must be DIVORCE or SEPARATION' };
  if (body.divorceDate === undefined && body.agreementsMade === undefined)
    return { divorceType, agreementsMade: false, documents: [] };
  if (!isIsoDate(body.divorceDate))
    return { field: 'divorceDate', message: 'divorceDate must be a date (yyyy-MM-dd)' };
  if (body.divorceDate > today())
    return { field: 'divorceDate', message: 'divorceDate must not be in the future' };
  if (typeof body.agreementsMade !== 'boolean')
    return { field: 'agreementsMade', message: 'agreementsMade must be true or false' };
  if (!body.agreementsMade) {
    if (body.documents !== undefined && body.documents !== null)
      return { field: 'documents', message: 'documents are only sent with agreements' };
    return { divorceType, divorceDate: body.divorceDate, agreementsMade: false, documents: [] };
  }
  const divisionType = body.divisionType;
  if (divisionType !== 'STANDARD' && divisionType !== 'DIFFERENT')
    return { field: 'divisionType', message: 'divisionType must be STANDARD or DIFFERENT' };
  const partner = asRecord(body.exPartner);
  if (typeof partner.lastName !== 'string' || partner.lastName.trim() === '')
    return { field: 'exPartner.lastName', message: 'exPartner.lastName is required' };
  if (!isIsoDate(partner.dateOfBirth) || partner.dateOfBirth > body.divorceDate)
    return {
      field: 'exPartner.dateOfBirth',
      message: 'exPartner.dateOfBirth must be a date before divorceDate',
    };
  const bsn = typeof partner.centralRegistration === 'string' ? partner.centralRegistration : '';
  if (!isValidBsn(bsn))
    return { field: 'exPartner.centralRegistration', message: 'No valid BSN number' };
  const own = persona.person.personDetailsInfo.basicPersonInfo.centralRegistration;
  if (bsn.padStart(9, '0') === own.padStart(9, '0'))
    return {
      field: 'exPartner.centralRegistration',
      message: "The ex-partner's BSN must differ from your own",
    };
  const documents = filesFromBody(body.documents, 'documents', true);
  if (!Array.isArray(documents)) return documents;
  return {
    divorceType,
    divorceDate: body.divorceDate,
    agreementsMade: true,
    divisionType,
    exPartnerName: partner.lastName.trim(),
    documents,
  };
}

/** The inbox text's paragraph about what was received. */
export function divorceReceipt(report: DivorceReport): string {
  if (!report.agreementsMade) return '';
  const division =
    report.divisionType === 'STANDARD'
      ? 'de standaardverdeling volgens de wet'
      : 'een andere verdeling of conversie';
  return `\n\nU heeft met ${report.exPartnerName ?? 'uw ex-partner'} afspraken gemaakt over ${division}. Wij hebben deze documenten ontvangen: ${report.documents.map((file) => file.name).join(', ')}.`;
}
