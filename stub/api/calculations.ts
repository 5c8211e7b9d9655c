// POST calculations (queries that use POST): scenario projections and premium projections.
// They change nothing and are allowed when impersonating. Bodies: bodies/calculations.ts.
import type { Hono } from 'hono';
import type { Pension, YearMonth } from '../personas/types';
import { codeOf } from './body';
import { premiumProjectionsBody, scenarioProjectionsBody } from './bodies/calculations';
import { onWrite } from './bodies/on-write';
import type { ApiEnv } from './env';
import { badRequest, findPension } from './respond';
import { scenarioProjections, type Scenario } from './views/scenario-projections';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Adds `asrUcmScenarioBasedCalculateProjectionsQuery` and `calculatePremiumProjections`. */
export function registerCalculations(app: Hono<ApiEnv>): void {
  onWrite(app, scenarioProjectionsBody, (c, body) => {
    const persona = c.get('persona');
    const pension = findPension(persona, body.policyId) as Pension;
    const deposit = body.extraDeposit;
    const profile = codeOf(body.investmentProfile);
    const scenario: Scenario = {
      ...(body.personalPensionAge
        ? { personalPensionAge: body.personalPensionAge as YearMonth }
        : {}),
      ...(deposit
        ? { extraDeposit: { amount: deposit.amount, frequency: deposit.frequency ?? 'once' } }
        : {}),
      ...(profile ? { investmentProfile: profile } : {}),
    };
    const dateOfBirth = persona.person.personDetailsInfo.basicPersonInfo.dateOfBirth;
    return c.json({
      policyId: pension.policyId,
      currentSituation: pension.projections,
      newSituation: scenarioProjections(pension, dateOfBirth, scenario),
    });
  });

  onWrite(app, premiumProjectionsBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const covers = pension.agreement.packagesCollection.flatMap((p) => p.coversCollection);
    const asked: { coverCode: string; insuredAmount?: number | null }[] =
      body.coverChangeCollection ??
      covers
        .filter((cv) => cv.selectability.code === 'SELECTABLE')
        .map((cv) => ({ coverCode: cv.coverType.code }));
    const premiumCollection = [];
    for (const [index, item] of asked.entries()) {
      const cover = covers.find((cv) => cv.coverType.code === item.coverCode);
      if (!cover)
        return badRequest(
          c,
          `coverChangeCollection.${index}.coverCode`,
          `Cover ${item.coverCode} is not offered by the agreement`,
        );
      const insuredAmount =
        typeof item.insuredAmount === 'number'
          ? item.insuredAmount
          : (cover.staffelUtilization?.defaultStep.frameEntry.defaultValue ?? 0);
      const yearlyPremium = round2((insuredAmount * (cover.premiumRatePct ?? 0)) / 100);
      premiumCollection.push({
        coverCode: cover.coverType.code,
        insuredAmount,
        yearlyPremium,
        monthlyPremium: round2(yearlyPremium / 12),
      });
    }
    return c.json({ policyId: pension.policyId, premiumCollection });
  });
}
