// Insured pension after the move to the new pension system
// (GET /plexus/nlWtpInsuredPensionQuery/{id}; only for WTP policies).
import { amount, codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface InsuredPension {
  groupIdentifier?: string;
  coverCode?: string;
  coverDescription?: string;
  insuredAmount?: number;
  startDate?: string;
}

export interface WtpInsured {
  transitionDate?: string;
  insured: InsuredPension[];
}

export function parseWtpInsured(raw: unknown): WtpInsured {
  const answer = record(raw);
  return {
    transitionDate: text(answer.transitionDate),
    insured: list(answer.insuredPensionCollection).map((entry) => {
      const item = record(entry);
      return {
        groupIdentifier: text(item.groupIdentifier),
        coverCode: codeOf(item.coverType),
        coverDescription: descriptionOf(item.coverType),
        insuredAmount: amount(item.insuredAmount),
        startDate: text(item.startDate),
      };
    }),
  };
}

/** Only for WTP policies (a WNP policy answers 404): pass false to skip. */
export const useWtpInsured = (wtp: boolean) =>
  useParsedQuery('NlWtpInsuredPensionQuery', parseWtpInsured, wtp ? undefined : null);
