// Policy quotes: a draft of cover changes the member can look at (`policyDetailsQuoteQuery`)
// before accepting (applies it, pending request) or cancelling (drops it). Bodies:
// bodies/policy-quote-commands.ts.
import type { Hono } from 'hono';
import { applyCoverChanges, checkCoverChanges, toCoverChanges } from '../state/cover-changes';
import { addPendingRequest } from '../state/pending';
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
    applyCoverChanges(pension, quote.coverChangeCollection, ids);
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'QUOTE', description: 'Offerte geaccepteerd' },
      quote.quoteId,
    );
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
