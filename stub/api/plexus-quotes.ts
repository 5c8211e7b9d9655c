// Policy quotes: a draft of cover changes the member can look at (`policyDetailsQuoteQuery`)
// before accepting (carries it out as CoverChangeEventCommand would) or cancelling (drops it). Bodies:
// bodies/policy-quote-commands.ts.
import type { Hono } from 'hono';
import { carryOutCoverChanges, checkCoverChanges, toCoverChanges } from '../state/cover-changes';
import { onWrite } from './bodies/on-write';
import {
  acceptPolicyQuoteBody,
  cancelPolicyQuoteBody,
  createPolicyQuoteDraftBody,
} from './bodies/policy-quote-commands';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest, pathPension } from './respond';

/** Adds create/accept/cancel quote commands (`{id}` = policy id). */
export function registerPlexusQuotes(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  onWrite(app, createPolicyQuoteDraftBody, (c, body) => {
    const pension = pathPension(c);
    if (body.policyId !== undefined && body.policyId !== pension.policyId)
      return badRequest(c, 'policyId', `The body names policy ${body.policyId}, the path another`);
    const changes = toCoverChanges(body.coverChangeCollection);
    const refused = checkCoverChanges(pension, changes);
    if (refused) return badRequest(c, `coverChangeCollection.${refused.index}`, refused.message);
    const quoteId = ids.next('QUO');
    pension.quote = {
      quoteId,
      status: 'DRAFT',
      createdAt: new Date().toISOString(),
      ...(body.quoteType ? { quoteType: body.quoteType } : {}),
      coverChangeCollection: changes,
      ...(body.startDate ? { startDate: body.startDate } : {}),
      ...(body.healthDeclaration ? { healthDeclaration: body.healthDeclaration } : {}),
    };
    return accepted(c, ids.next('CMD'), { quoteId });
  });

  onWrite(app, acceptPolicyQuoteBody, (c) => {
    const pension = pathPension(c);
    const quote = pension.quote;
    if (!quote)
      return c.json(
        { message: `Policy ${pension.policyId} has no open quote to accept`, code: 'NO_QUOTE' },
        409,
      );
    // Exactly what CoverChangeEventCommand does with the same changes.
    const request = carryOutCoverChanges(pension, quote.coverChangeCollection, ids);
    pension.quote = null;
    return accepted(c, ids.next('CMD'), { quoteId: quote.quoteId, requestId: request.requestId });
  });

  onWrite(app, cancelPolicyQuoteBody, (c) => {
    const pension = pathPension(c);
    const quoteId = pension.quote?.quoteId ?? null;
    pension.quote = null;
    return accepted(c, ids.next('CMD'), { quoteId });
  });
}
