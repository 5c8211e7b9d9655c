import { evaluateFlags } from './evaluate-flags';
import {
  blockedBy,
  blockingItems,
  pendingChoiceFile,
  pendingChoiceFlagNames,
  pendingChoiceFlagRules,
  pendingChoiceRules,
  type PendingChoiceFile,
} from './pending-choice';
import type { QueryData } from './rule-types';

const NOW = '2026-11-21';

const request = (code: string, description?: string) => ({
  requestId: `REQ-${code}`,
  requestType: { code, description: code },
  ...(description ? { description } : {}),
});

const dataWith = (codes: string[], trades: unknown[] = []): QueryData => ({
  PolicyDetails: { pendingRequestCollection: codes.map((code) => request(code)) },
  PendingTrades: trades,
});

/** The pending-choice flags that hold for these pending requests and trades. */
const setFlags = (data: QueryData) =>
  Object.entries(evaluateFlags(pendingChoiceRules, data, NOW))
    .filter(([, value]) => value === true)
    .map(([name]) => name)
    .sort();

describe('blockedBy', () => {
  const file: PendingChoiceFile = {
    rule: null,
    flags: { pendingA: {}, pendingB: {} },
    requestTypes: { ONE: { blocks: ['pendingA'] }, TWO: { blocks: ['pendingA', 'pendingB'] } },
    pendingTrades: { blocks: ['pendingB'] },
  };

  it('inverts the table: the request types and trades that set a flag', () => {
    expect(blockedBy(file, 'pendingA')).toEqual({
      requestTypes: ['ONE', 'TWO'],
      pendingTrades: false,
    });
    expect(blockedBy(file, 'pendingB')).toEqual({ requestTypes: ['TWO'], pendingTrades: true });
  });

  it('needs the trades only for a flag that trades set', () => {
    const rules = pendingChoiceFlagRules(file);
    expect(rules.flags.pendingA?.needs).toEqual(['PolicyDetails']);
    expect(rules.flags.pendingB?.needs).toEqual(['PolicyDetails', 'PendingTrades']);
  });
});

describe('rules/pending-choice.json', () => {
  it('names only its own flags in the table, and every flag is set by something', () => {
    const blocking = [
      ...Object.values(pendingChoiceFile.requestTypes),
      pendingChoiceFile.pendingTrades,
    ].flatMap((entry) => entry.blocks);
    expect(pendingChoiceFlagNames).toEqual(expect.arrayContaining([...new Set(blocking)]));
    expect([...new Set(blocking)].sort()).toEqual([...pendingChoiceFlagNames].sort());
  });

  it('blocks an area for a pending request of its own kind', () => {
    expect(setFlags(dataWith(['PENSION_AGE']))).toContain('pendingPensionAge');
    expect(setFlags(dataWith(['INVESTMENT_CHOICE']))).toContain('pendingInvestmentChoice');
    expect(setFlags(dataWith(['EXTRA_DEPOSIT']))).toEqual(['pendingExtraDeposit']);
    expect(setFlags(dataWith(['VALUE_TRANSFER_IN']))).toEqual(['pendingValueTransfer']);
  });

  it('leaves the other areas open', () => {
    expect(setFlags(dataWith(['INVESTMENT_CHOICE']))).toEqual([
      'pendingAccrualManner',
      'pendingInvestmentChoice',
    ]);
    expect(setFlags(dataWith(['COVER_CHANGE']))).toEqual([
      'pendingAdditionalPartnerPension',
      'pendingAnwPension',
      'pendingNetPension',
    ]);
    expect(setFlags(dataWith(['VALUE_TRANSFER_REJECTION', 'SOMETHING_ELSE']))).toEqual([]);
    expect(setFlags(dataWith([]))).toEqual([]);
  });

  it('counts pending fund trades for the investment areas', () => {
    expect(setFlags(dataWith([], [{ tradeId: 'TR-1' }]))).toEqual([
      'pendingAccrualManner',
      'pendingInvestmentChoice',
    ]);
  });

  it('is not known before the policy has answered, and false without requests', () => {
    expect(evaluateFlags(pendingChoiceRules, {}, NOW).pendingPensionAge).toBeUndefined();
    expect(evaluateFlags(pendingChoiceRules, { PolicyDetails: {} }, NOW).pendingPensionAge).toBe(
      false,
    );
  });
});

describe('blockingItems', () => {
  it('lists the requests and trades that block the area, in that order', () => {
    const data: QueryData = {
      PolicyDetails: {
        pendingRequestCollection: [
          request('EXTRA_DEPOSIT', 'Extra inleg'),
          request('INVESTMENT_CHOICE', 'Naar Offensief'),
        ],
      },
      PendingTrades: [{ tradeId: 'TR-1' }],
    };
    expect(blockingItems('pendingInvestmentChoice', data, NOW)).toEqual([
      request('INVESTMENT_CHOICE', 'Naar Offensief'),
      { tradeId: 'TR-1' },
    ]);
    expect(blockingItems('pendingPensionAge', data, NOW)).toEqual([]);
  });

  it('is undefined while a needed query has not answered', () => {
    expect(blockingItems('pendingInvestmentChoice', { PolicyDetails: {} }, NOW)).toBeUndefined();
  });
});
