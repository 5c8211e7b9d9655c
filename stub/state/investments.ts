// Investment choices: a lifecycle profile or free investment with target fund splits. Applied at
// once to the unit-link info so `policyUnitLinkInfoQuery` shows the new profile and targets.
import type { Pension } from '../personas/types';

/** Target split of one portfolio. */
export interface PortfolioTarget {
  /** Portfolio to change. */
  portfolioUid: string;
  /** New target percentages; funds left out get 0. */
  targetSplitCollection: { fundId: string; targetPct: number }[];
}

/** Investment profiles a member may choose. */
export const investmentProfiles = ['Neutral', 'Offensive', 'Defensive', 'FreeInvestment'] as const;

/**
 * Reads a target-split command `{ portfolioCollection: [{ portfolioUid, targetSplitCollection:
 * [{ fundId, targetPct }] }] }` and checks it against the policy; a string says what is wrong.
 */
export function parseTargetSplit(pension: Pension, value: unknown): PortfolioTarget[] | string {
  const collection = (value as { portfolioCollection?: unknown } | null)?.portfolioCollection;
  if (!Array.isArray(collection) || collection.length === 0)
    return 'portfolioCollection is required (at least one portfolio)';
  const unitLink = pension.unitLink;
  const targets: PortfolioTarget[] = [];
  for (const [i, item] of collection.entries()) {
    const { portfolioUid, targetSplitCollection } = (item ?? {}) as Record<string, unknown>;
    const at = `portfolioCollection[${i}]`;
    if (typeof portfolioUid !== 'string') return `${at}.portfolioUid is required`;
    const portfolio = unitLink.portfolioInformationCollection.find(
      (p) => p.basicPortfolioInfo.portfolioUid.toLowerCase() === portfolioUid.toLowerCase(),
    );
    if (!portfolio) return `${at}.portfolioUid ${portfolioUid} is not a portfolio of this policy`;
    if (!Array.isArray(targetSplitCollection) || targetSplitCollection.length === 0)
      return `${at}.targetSplitCollection is required`;
    const split: PortfolioTarget['targetSplitCollection'] = [];
    for (const [j, entry] of targetSplitCollection.entries()) {
      const { fundId, targetPct } = (entry ?? {}) as Record<string, unknown>;
      if (typeof fundId !== 'string') return `${at}.targetSplitCollection[${j}].fundId is required`;
      const known =
        unitLink.allowedFundsCollection.some((f) => f.fundId === fundId) ||
        portfolio.actualFundSplitCollection.some((f) => f.fundId === fundId);
      if (!known)
        return `${at}.targetSplitCollection[${j}].fundId ${fundId} is not an allowed fund`;
      if (typeof targetPct !== 'number' || targetPct < 0 || targetPct > 100)
        return `${at}.targetSplitCollection[${j}].targetPct must be a number from 0 to 100`;
      split.push({ fundId, targetPct });
    }
    const total = split.reduce((sum, s) => sum + s.targetPct, 0);
    if (Math.abs(total - 100) > 0.01)
      return `${at}: the target percentages add up to ${total}, not 100`;
    targets.push({
      portfolioUid: portfolio.basicPortfolioInfo.portfolioUid,
      targetSplitCollection: split,
    });
  }
  return targets;
}

/** Sets the target percentages (funds left out get 0; new funds join with value 0). */
export function applyTargetSplit(pension: Pension, targets: PortfolioTarget[]): void {
  const unitLink = pension.unitLink;
  for (const target of targets) {
    const portfolio = unitLink.portfolioInformationCollection.find(
      (p) => p.basicPortfolioInfo.portfolioUid === target.portfolioUid,
    );
    if (!portfolio) continue;
    for (const held of portfolio.actualFundSplitCollection)
      held.targetPct =
        target.targetSplitCollection.find((t) => t.fundId === held.fundId)?.targetPct ?? 0;
    for (const { fundId, targetPct } of target.targetSplitCollection) {
      if (portfolio.actualFundSplitCollection.some((f) => f.fundId === fundId)) continue;
      const fund = unitLink.allowedFundsCollection.find((f) => f.fundId === fundId);
      if (!fund) continue;
      portfolio.actualFundSplitCollection.push({
        fundId,
        fundName: fund.fundName,
        isin: fund.isin,
        units: 0,
        price: fund.price,
        priceDate: fund.priceDate,
        totalValue: 0,
        actualPct: 0,
        targetPct,
      });
    }
  }
}

/** Sets the profile; free investment makes the return type FreeInvestment, a lifecycle profile Variable. */
export function applyProfile(pension: Pension, profile: (typeof investmentProfiles)[number]): void {
  pension.unitLink.investmentProfile = { code: profile };
  pension.unitLink.returnType = {
    code: profile === 'FreeInvestment' ? 'FreeInvestment' : 'Variable',
  };
}
