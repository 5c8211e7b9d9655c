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

/** Where a target split does not fit the policy: the field's path within the split, and why. */
export interface SplitProblem {
  /** Path below the split's `portfolioCollection` (e.g. `[0, 'targetSplitCollection', 1, 'fundId']`). */
  path: (string | number)[];
  /** What is wrong. */
  message: string;
}

/**
 * Checks a target split (its shape already checked by the body schema) against the policy: each
 * portfolio is one of the policy's, each fund an allowed or held one. Answers the targets with the
 * policy's own spelling of the portfolio id, or the first problem.
 */
export function checkTargetSplit(
  pension: Pension,
  collection: readonly PortfolioTarget[],
): PortfolioTarget[] | SplitProblem {
  const unitLink = pension.unitLink;
  const targets: PortfolioTarget[] = [];
  for (const [i, { portfolioUid, targetSplitCollection }] of collection.entries()) {
    const portfolio = unitLink.portfolioInformationCollection.find(
      (p) => p.basicPortfolioInfo.portfolioUid.toLowerCase() === portfolioUid.toLowerCase(),
    );
    if (!portfolio)
      return {
        path: [i, 'portfolioUid'],
        message: `portfolioUid ${portfolioUid} is not a portfolio of this policy`,
      };
    for (const [j, { fundId }] of targetSplitCollection.entries()) {
      const known =
        unitLink.allowedFundsCollection.some((f) => f.fundId === fundId) ||
        portfolio.actualFundSplitCollection.some((f) => f.fundId === fundId);
      if (!known)
        return {
          path: [i, 'targetSplitCollection', j, 'fundId'],
          message: `fundId ${fundId} is not an allowed fund`,
        };
    }
    targets.push({
      portfolioUid: portfolio.basicPortfolioInfo.portfolioUid,
      targetSplitCollection: targetSplitCollection.map(({ fundId, targetPct }) => ({
        fundId,
        targetPct,
      })),
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
