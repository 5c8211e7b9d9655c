// Bodies of the reads sent as POST: the scenario projections (what a choice would mean) and the
// premiums of covers.
import * as v from 'valibot';
import { investmentProfiles } from '../../state/investments';
import { defineBody } from './body-spec';
import { premiumCovers } from './cover-changes';
import { amount, coded, oneOf, policyId, yearMonth } from './fields';
import { frequencies } from './daily-single-premium-event-command';

/**
 * `{ policyId, personalPensionAge?, extraDeposit? { amount, frequency? }, investmentProfile? }`.
 */
export const scenarioProjectionsBody = defineBody({
  method: 'POST',
  path: '/plexus/asrucmscenariobasedcalculateprojectionsquery',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      personalPensionAge: v.nullish(yearMonth()),
      extraDeposit: v.nullish(
        v.looseObject(
          { amount: amount(0), frequency: v.nullish(oneOf(frequencies)) },
          '{field} must be { amount, frequency? }',
        ),
      ),
      investmentProfile: v.nullish(coded(investmentProfiles)),
    }),
});

/**
 * `{ policyId, coverChangeCollection? [{ coverCode, insuredAmount? }] }`; without the list, every
 * selectable cover.
 */
export const premiumProjectionsBody = defineBody({
  method: 'POST',
  path: '/plexus/calculatepremiumprojections',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      coverChangeCollection: v.nullish(premiumCovers()),
    }),
});
