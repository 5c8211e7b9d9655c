// Extra deposits (`dailySinglePremiumEventCommand`): checked against the agreement's extra-deposit
// rules and this year's room, then shown in the extra-savings answer as a pending deposit.
import type { ExtraSavings, Pension } from '../personas/types';
import { today } from './dates';
import type { Sequence } from './sequence';

/** An extra deposit request. */
export interface ExtraDeposit {
  /** Euros per payment. */
  amount: number;
  /** gross or net. */
  schemeType: 'gross' | 'net';
  /** once, monthly or yearly. */
  frequency: 'once' | 'monthly' | 'yearly';
  /** First payment date, yyyy-MM-dd. */
  startDate?: string;
}

/**
 * Checks a deposit (its shape already checked by the body schema) against the agreement's rules
 * and this year's room; a `[field, message]` pair says what is not allowed.
 */
export function checkExtraDeposit(
  pension: Pension,
  body: {
    amount: number;
    schemeType?: ExtraDeposit['schemeType'] | null;
    frequency?: ExtraDeposit['frequency'] | null;
    startDate?: string | null;
  },
): ExtraDeposit | [string, string] {
  const rules = pension.agreement.extraDepositAgreement;
  if (!rules) return ['policyId', 'The agreement of this policy allows no extra deposits'];
  const { amount, startDate } = body;
  const schemeType = body.schemeType ?? 'gross';
  const frequency = body.frequency ?? 'once';
  if (schemeType === 'gross' && !rules.isGrossAllowed)
    return ['schemeType', 'Gross extra deposits are not allowed'];
  if (schemeType === 'net' && !rules.isNetAllowed)
    return ['schemeType', 'Net extra deposits are not allowed'];
  if (!rules.allowedFrequencyCollection.includes(frequency))
    return ['frequency', `frequency ${frequency} is not allowed by the agreement`];
  if (amount < rules.minimumAmount)
    return ['amount', `amount must be at least ${rules.minimumAmount}`];
  const savings = pension.extraSavings;
  const room = savings.maximumExtraDeposit[schemeType] - savings.depositedThisYear[schemeType];
  const yearly = frequency === 'monthly' ? amount * 12 : amount;
  if (yearly > room) return ['amount', `amount exceeds this year's room of ${room}`];
  return { amount, schemeType, frequency, ...(typeof startDate === 'string' ? { startDate } : {}) };
}

/** Records the deposit: a pending entry, and the running periodic deposit for monthly/yearly. */
export function applyExtraDeposit(
  savings: ExtraSavings,
  deposit: ExtraDeposit,
  ids: Sequence,
): string {
  const date = deposit.startDate ?? today();
  const depositId = ids.next('DEP');
  savings.extraDepositCollection.push({
    depositId,
    date,
    amount: deposit.amount,
    schemeType: deposit.schemeType,
    frequency: deposit.frequency,
    status: { code: 'PENDING', description: 'In behandeling' },
  });
  if (deposit.frequency !== 'once')
    savings.periodicDeposit = {
      frequency: deposit.frequency,
      amount: deposit.amount,
      schemeType: deposit.schemeType,
      startDate: date,
    };
  return depositId;
}
