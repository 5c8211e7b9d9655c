// Policy quotes: a draft of cover changes the member can look at (`policyDetailsQuoteQuery`)
// before accepting (applies it, pending request) or cancelling (drops it).
import type { Hono } from 'hono';
import { applyCoverChanges, checkCoverChanges, parseCoverChanges } from '../state/cover-changes';
import { addPendingRequest } from '../state/pending';
import { asRecord } from './body';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest, withPension } from './respond';

/** Adds create/accept/cancel quote commands (`{id}` = policy id). */
export function registerPlexusQuotes(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  app.post(
    '/plexus/createpolicyquotedraftcommand/:id',
    withPension((c, pension) => {
      const body = asRecord(c.get('body'));
      const changes = parseCoverChanges(body.coverChangeCollection);
      if (typeof changes === 'string') return badRequest(c, 'coverChangeCollection', changes);
      const refused = checkCoverChanges(pension, changes);
      if (refused) return badRequest(c, 'coverChangeCollection', refused);
      const quoteId = ids.next('QUO');
      pension.quote = {
        quoteId,
        status: 'DRAFT',
        createdAt: new Date().toISOString(),
        ...(typeof body.quoteType === 'string' ? { quoteType: body.quoteType } : {}),
        coverChangeCollection: changes,
      };
      return accepted(c, ids.next('CMD'), { quoteId });
    }),
  );

  app.post(
    '/plexus/acceptpolicyquotecommand/:id',
    withPension((c, pension) => {
      const quote = pension.quote;
      if (!quote)
        return badRequest(c, 'id', `Policy ${pension.policyId} has no open quote to accept`);
      applyCoverChanges(pension, quote.coverChangeCollection, ids);
      const request = addPendingRequest(
        pension,
        ids,
        { code: 'QUOTE', description: 'Offerte geaccepteerd' },
        quote.quoteId,
      );
      pension.quote = null;
      return accepted(c, ids.next('CMD'), { quoteId: quote.quoteId, requestId: request.requestId });
    }),
  );

  app.post(
    '/plexus/cancelpolicyquotecommand/:id',
    withPension((c, pension) => {
      const quoteId = pension.quote?.quoteId ?? null;
      pension.quote = null;
      return accepted(c, ids.next('CMD'), { quoteId });
    }),
  );
}
