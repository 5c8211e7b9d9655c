// POST calculations (queries that use POST): scenario projections and premium projections.
// They change nothing and are allowed when impersonating.
import type { Hono } from 'hono';
import { asRecord, codeOf, isProblem, pensionFromBody } from './body';
import type { ApiEnv } from './env';
import { badRequest } from './respond';
import { scenarioProjections, type Scenario } from './views/scenario-projections';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Adds `asrUcmScenarioBasedCalculateProjectionsQuery` and `calculatePremiumProjections`. */
export function registerCalculations(app: Hono<ApiEnv>): void {
  app.post('/plexus/asrucmscenariobasedcalculateprojectionsquery', (c) => {
    const body = asRecord(c.get('body'));
    const persona = c.get('persona');
    const pension = pensionFromBody(persona, body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const deposit = asRecord(body.extraDeposit);
    const scenario: Scenario = {
      ...(body.personalPensionAge
        ? { personalPensionAge: body.personalPensionAge as Scenario['personalPensionAge'] }
        : {}),
      ...(typeof deposit.amount === 'number'
        ? {
            extraDeposit: {
              amount: deposit.amount,
              frequency:
                (['once', 'monthly', 'yearly'] as const).find((f) => f === deposit.frequency) ??
                'once',
            },
          }
        : {}),
      ...(codeOf(body.investmentProfile)
        ? { investmentProfile: codeOf(body.investmentProfile) }
        : {}),
    };
    const dateOfBirth = persona.person.personDetailsInfo.basicPersonInfo.dateOfBirth;
    return c.json({
      policyId: pension.policyId,
      currentSituation: pension.projections,
      newSituation: scenarioProjections(pension, dateOfBirth, scenario),
    });
  });

  app.post('/plexus/calculatepremiumprojections', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const covers = pension.agreement.packagesCollection.flatMap((p) => p.coversCollection);
    const asked: Record<string, unknown>[] = Array.isArray(body.coverChangeCollection)
      ? body.coverChangeCollection.map((item) => asRecord(item))
      : covers
          .filter((cv) => cv.selectability.code === 'SELECTABLE')
          .map((cv) => ({ coverCode: cv.coverType.code }));
    const premiumCollection = [];
    for (const item of asked) {
      const cover = covers.find((cv) => cv.coverType.code === item.coverCode);
      if (!cover)
        return badRequest(
          c,
          'coverChangeCollection',
          `Cover ${String(item.coverCode)} is not offered by the agreement`,
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
