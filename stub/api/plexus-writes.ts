// Plexus commands that change the member's data at once: pension age, investment choice, cover
// changes, extra deposits and person details. Each answers `{ commandId, status: 'Accepted' }`
// and the next read shows the change. Bodies are checked only for what the change needs.
import type { Context, Hono } from 'hono';
import { isValidBsn } from '../personas/bsn';
import { applyCoverChanges, checkCoverChanges, parseCoverChanges } from '../state/cover-changes';
import { applyExtraDeposit, checkExtraDeposit } from '../state/extra-deposit';
import {
  applyProfile,
  applyTargetSplit,
  investmentProfiles,
  parseTargetSplit,
} from '../state/investments';
import { addPendingRequest } from '../state/pending';
import { applyPensionAge, choosePensionAge, pensionAgeTypes } from '../state/pension-age';
import { asRecord, codeOf, isProblem, pensionFromBody } from './body';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest, findPension, notFound } from './respond';
import { updatePerson } from './update-person';

const bodyOf = (c: Context<ApiEnv>) => asRecord(c.get('body'));

/** Adds the plexus commands that change data directly. */
export function registerPlexusWrites(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  app.post('/plexus/personalpensionagecommand', (c) => {
    const body = bodyOf(c);
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const type = codeOf(body.personalPensionAgeType);
    if (!pensionAgeTypes.includes(type as never))
      return badRequest(
        c,
        'personalPensionAgeType',
        'personalPensionAgeType must be agreement, state or specific',
      );
    const choice = pensionAgeTypes.find((t) => t === type) ?? 'agreement';
    const age = choosePensionAge(pension, choice, body.personalPensionAge);
    if (typeof age === 'string') return badRequest(c, 'personalPensionAge', age);
    const refused = applyPensionAge(c.get('persona'), pension, choice, age);
    if (refused) return badRequest(c, 'personalPensionAge', refused);
    return accepted(c, ids.next('CMD'), {
      personalPensionDate: pension.personalPensionAge.personalPensionDate,
    });
  });

  app.put('/plexus/policies/:id/portfolio-investment-profiles', (c) => {
    const pension = findPension(c.get('persona'), c.req.param('id'));
    if (!pension) return notFound(c, `Policy ${c.req.param('id')} not found for this participant`);
    const body = bodyOf(c);
    const profile = investmentProfiles.find((p) => p === codeOf(body.investmentProfile));
    if (!profile)
      return badRequest(
        c,
        'investmentProfile',
        `investmentProfile must be one of ${investmentProfiles.join(', ')}`,
      );
    const command = body.targetSplitPortfoliosCommand;
    if (profile === 'FreeInvestment' && command === undefined)
      return badRequest(
        c,
        'targetSplitPortfoliosCommand',
        'targetSplitPortfoliosCommand is required for FreeInvestment',
      );
    const targets = command === undefined ? [] : parseTargetSplit(pension, command);
    if (typeof targets === 'string') return badRequest(c, 'targetSplitPortfoliosCommand', targets);
    applyProfile(pension, profile);
    applyTargetSplit(pension, targets);
    return accepted(c, ids.next('CMD'));
  });

  app.put('/plexus/changetargetsplitportfolios/:id', (c) => {
    const pension = findPension(c.get('persona'), c.req.param('id'));
    if (!pension) return notFound(c, `Policy ${c.req.param('id')} not found for this participant`);
    const targets = parseTargetSplit(pension, c.get('body'));
    if (typeof targets === 'string') return badRequest(c, 'portfolioCollection', targets);
    applyTargetSplit(pension, targets);
    return accepted(c, ids.next('CMD'));
  });

  app.post('/plexus/coverchangeeventcommand', (c) => {
    const body = bodyOf(c);
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const changes = parseCoverChanges(body.coverChangeCollection);
    if (typeof changes === 'string') return badRequest(c, 'coverChangeCollection', changes);
    const refused = checkCoverChanges(pension, changes);
    if (refused) return badRequest(c, 'coverChangeCollection', refused);
    applyCoverChanges(pension, changes, ids);
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'COVER_CHANGE', description: 'Wijziging dekking' },
      changes.map((ch) => `${ch.coverCode} ${ch.isSelected ? 'aan' : 'uit'}`).join(', '),
    );
    return accepted(c, ids.next('CMD'), { requestId: request.requestId });
  });

  app.post('/plexus/dailysinglepremiumeventcommand', (c) => {
    const body = bodyOf(c);
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
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

  app.post('/plexus/updatepersoncommand', (c) => {
    const problem = updatePerson(c.get('persona'), bodyOf(c), isValidBsn, ids);
    return problem ? badRequest(c, problem.field, problem.message) : accepted(c, ids.next('CMD'));
  });
}
