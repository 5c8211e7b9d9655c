// POST calculations (queries that use POST): scenario projections and premium projections.
// They change nothing and are allowed when impersonating. Bodies: bodies/calculations.ts.
import type { Hono } from 'hono';
import type { Pension, YearMonth } from '../personas/types';
import { codeOf } from './body';
import { premiumProjectionsBody, scenarioProjectionsBody } from './bodies/calculations';
import { onWrite } from './bodies/on-write';
import type { ApiEnv } from './env';
import { badRequest, findPension } from './respond';
import { coverPremium } from './views/cover-premium';
import { scenarioProjections, type Scenario } from './views/scenario-projections';

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
    const persona = c.get('persona');
    const pension = findPension(persona, body.policyId) as Pension;
    const member = persona.person.personDetailsInfo.basicPersonInfo;
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
      premiumCollection.push({
        coverCode: cover.coverType.code,
        insuredAmount,
        ...coverPremium(cover, insuredAmount, member),
      });
    }
    return c.json({ policyId: pension.policyId, premiumCollection });
  });
}
