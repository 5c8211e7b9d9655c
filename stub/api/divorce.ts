// What a `startDivorceWorkFlowCommand` body (checked by bodies/start-divorce-workflow-command.ts)
// reports: the end of the relation, whether agreements about dividing the pension were made, and
// if so their kind, the ex-partner and the documents (covenant, cohabitation contract).
import type { SentFile } from './bodies/fields';

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

/** A checked body (only the fields read here). */
export interface DivorceBody {
  /** DIVORCE (default) or SEPARATION. */
  divorceType?: 'DIVORCE' | 'SEPARATION' | null;
  /** yyyy-MM-dd. */
  divorceDate?: string | null;
  /** Agreements made. */
  agreementsMade?: boolean | null;
  /** With agreements. */
  divisionType?: 'STANDARD' | 'DIFFERENT' | null;
  /** With agreements. */
  exPartner?: { lastName?: string | null } | null;
  /** With agreements. */
  documents?: SentFile[] | null;
}

/** The report of a checked body (a bare report has only the type). */
export function divorceReport(body: DivorceBody): DivorceReport {
  const divorceType = body.divorceType ?? 'DIVORCE';
  if (!body.divorceDate) return { divorceType, agreementsMade: false, documents: [] };
  if (!body.agreementsMade)
    return { divorceType, divorceDate: body.divorceDate, agreementsMade: false, documents: [] };
  return {
    divorceType,
    divorceDate: body.divorceDate,
    agreementsMade: true,
    ...(body.divisionType ? { divisionType: body.divisionType } : {}),
    ...(body.exPartner?.lastName ? { exPartnerName: body.exPartner.lastName.trim() } : {}),
    documents: body.documents ?? [],
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
