// Policy and agreement documents (GET /PolicyDocuments/getPolicyDocuments|getAgreementDocuments).
import { amount, codeOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface PolicyDocument {
  documentId: string;
  title: string;
  typeCode?: string;
  /** ISO date. */
  date?: string;
  mimeType?: string;
  sizeInBytes?: number;
}

/** The list, newest first. */
export function parseDocuments(raw: unknown): PolicyDocument[] {
  return list(raw)
    .flatMap((entry) => {
      const item = record(entry);
      const documentId = text(item.documentId);
      if (!documentId) return [];
      return [
        {
          documentId,
          title: text(item.title) ?? documentId,
          typeCode: codeOf(item.documentType),
          date: text(item.date),
          mimeType: text(item.mimeType),
          sizeInBytes: amount(item.sizeInBytes),
        },
      ];
    })
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

export const useDocuments = () => useParsedQuery('Documents', parseDocuments);
export const useAgreementDocuments = () => useParsedQuery('AgreementDocuments', parseDocuments);
