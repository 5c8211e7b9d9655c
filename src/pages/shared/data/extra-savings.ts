// Extra deposits (GET /plexus/nlCalculatePolicyExtraSavingsQuery/{id}): room, maxima, what went in
// this year, a running periodic deposit and the history.
import { amount, codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface Deposit {
  depositId: string;
  date?: string;
  amount?: number;
  /** gross or net. */
  schemeType?: string;
  /** once, monthly, yearly. */
  frequency?: string;
  status?: string;
}

export interface ExtraSavings {
  year?: number;
  fiscalRoom?: number;
  maximum: { gross?: number; net?: number };
  deposited: { gross?: number; net?: number };
  periodic?: { amount?: number; frequency?: string; schemeType?: string; startDate?: string };
  /** Newest first. */
  deposits: Deposit[];
}

export function parseExtraSavings(raw: unknown): ExtraSavings {
  const answer = record(raw);
  const maximum = record(answer.maximumExtraDeposit);
  const deposited = record(answer.depositedThisYear);
  const periodic = answer.periodicDeposit;
  return {
    year: amount(answer.year),
    fiscalRoom: amount(answer.fiscalRoom),
    maximum: { gross: amount(maximum.gross), net: amount(maximum.net) },
    deposited: { gross: amount(deposited.gross), net: amount(deposited.net) },
    periodic:
      periodic && typeof periodic === 'object'
        ? {
            amount: amount(record(periodic).amount),
            frequency: text(record(periodic).frequency),
            schemeType: text(record(periodic).schemeType),
            startDate: text(record(periodic).startDate),
          }
        : undefined,
    deposits: list(answer.extraDepositCollection)
      .flatMap((entry) => {
        const deposit = record(entry);
        const depositId = text(deposit.depositId);
        if (!depositId) return [];
        return [
          {
            depositId,
            date: text(deposit.date),
            amount: amount(deposit.amount),
            schemeType: text(deposit.schemeType),
            frequency: text(deposit.frequency),
            status: descriptionOf(deposit.status) ?? codeOf(deposit.status),
          },
        ];
      })
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')),
  };
}

export const useExtraSavings = () =>
  useParsedQuery('CalculatePolicyExtraSavings', parseExtraSavings);
