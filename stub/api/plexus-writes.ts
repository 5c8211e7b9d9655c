// Plexus commands that change the member's data at once: pension age, investment choice, cover
// changes, extra deposits and person details. Each answers `{ commandId, status: 'Accepted' }`
// and the next read shows the change. Each body is checked against its schema (`bodies/`) before
// the handler runs; the handlers refuse only what the member's own data does not allow.
import type { Context, Hono } from 'hono';
import type { Pension } from '../personas/types';
import { carryOutCoverChanges, checkCoverChanges, toCoverChanges } from '../state/cover-changes';
import { applyExtraDeposit, checkExtraDeposit } from '../state/extra-deposit';
import {
  applyProfile,
  applyTargetSplit,
  checkTargetSplit,
  investmentProfiles,
  type PortfolioTarget,
} from '../state/investments';
import { addPendingRequest } from '../state/pending';
import { applyPensionAge, choosePensionAge, pensionAgeTypes } from '../state/pension-age';
import { codeOf } from './body';
import { changeTargetSplitPortfoliosBody } from './bodies/change-target-split-portfolios';
import { coverChangeEventBody } from './bodies/cover-change-event-command';
import { dailySinglePremiumEventBody } from './bodies/daily-single-premium-event-command';
import { onWrite } from './bodies/on-write';
import { personalPensionAgeBody } from './bodies/personal-pension-age-command';
import { portfolioInvestmentProfilesBody } from './bodies/portfolio-investment-profiles';
import { updatePersonBody } from './bodies/update-person-command';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest, findPension, pathPension } from './respond';
import { updatePerson } from './update-person';

/** Applies a target split at `field` (the path of its portfolioCollection), or refuses it. */
function changeSplit(
  c: Context<ApiEnv>,
  pension: Pension,
  collection: PortfolioTarget[],
  field: string,
): Response | PortfolioTarget[] {
  const targets = checkTargetSplit(pension, collection);
  if (!Array.isArray(targets))
    return badRequest(c, [field, ...targets.path].join('.'), targets.message);
  return targets;
}

/** Adds the plexus commands that change data directly. */
export function registerPlexusWrites(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  onWrite(app, personalPensionAgeBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const type =
      pensionAgeTypes.find((t) => t === codeOf(body.personalPensionAgeType)) ?? 'agreement';
    const age = choosePensionAge(pension, type, body.personalPensionAge ?? undefined);
    if ('reason' in age)
      return age.reason === 'final'
        ? badRequest(c, 'personalPensionAgeType', age.message)
        : badRequest(c, 'personalPensionAge', age.message, 'DATE_OUT_OF_RANGE');
    const refused = applyPensionAge(c.get('persona'), pension, type, age);
    if (refused) return badRequest(c, 'personalPensionAge', refused, 'DATE_OUT_OF_RANGE');
    return accepted(c, ids.next('CMD'), {
      personalPensionDate: pension.personalPensionAge.personalPensionDate,
    });
  });

  onWrite(app, portfolioInvestmentProfilesBody, (c, body) => {
    const pension = pathPension(c);
    const profile =
      investmentProfiles.find((p) => p === codeOf(body.investmentProfile)) ?? 'Neutral';
    const targets = changeSplit(
      c,
      pension,
      body.targetSplitPortfoliosCommand.portfolioCollection,
      'targetSplitPortfoliosCommand.portfolioCollection',
    );
    if (!Array.isArray(targets)) return targets;
    applyProfile(pension, profile);
    applyTargetSplit(pension, targets);
    return accepted(c, ids.next('CMD'));
  });

  onWrite(app, changeTargetSplitPortfoliosBody, (c, body) => {
    const pension = pathPension(c);
    const targets = changeSplit(c, pension, body.portfolioCollection, 'portfolioCollection');
    if (!Array.isArray(targets)) return targets;
    applyTargetSplit(pension, targets);
    return accepted(c, ids.next('CMD'));
  });

  onWrite(app, coverChangeEventBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const changes = toCoverChanges(body.coverChangeCollection);
    const refused = checkCoverChanges(pension, changes);
    if (refused) return badRequest(c, `coverChangeCollection.${refused.index}`, refused.message);
    const request = carryOutCoverChanges(pension, changes, ids);
    return accepted(c, ids.next('CMD'), { requestId: request.requestId });
  });

  onWrite(app, dailySinglePremiumEventBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const deposit = checkExtraDeposit(pension, body);
    if (Array.isArray(deposit)) return badRequest(c, deposit[0], deposit[1]);
    const depositId = applyExtraDeposit(pension.extraSavings, deposit, ids);
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'EXTRA_DEPOSIT', description: 'Extra inleg' },
      `${deposit.frequency} ${deposit.schemeType} € ${deposit.amount}`,
    );
    return accepted(c, ids.next('CMD'), { depositId, requestId: request.requestId });
  });

  onWrite(app, updatePersonBody, (c, body) => {
    const refused = updatePerson(c.get('persona'), body, ids);
    return refused
      ? badRequest(c, refused.field, refused.message, refused.code)
      : accepted(c, ids.next('CMD'));
  });
}
