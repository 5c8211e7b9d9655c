// `policyDetailsQuoteQuery/{id}`: the policy as it would be with the open draft quote applied,
// plus `quoteInfo` (null when there is no open quote, in which case it is the current policy).
import { applyCoverChanges } from '../../state/cover-changes';
import { Sequence } from '../../state/sequence';
import type { Pension } from '../../personas/types';

/** Answer: `{ policyId, ...policy, quoteInfo: { quoteId, status, createdAt, quoteType } | null }`. */
export function policyQuote(pension: Pension) {
  const quote = pension.quote;
  if (!quote) return { policyId: pension.policyId, ...pension.policy, quoteInfo: null };
  const draft = structuredClone(pension);
  applyCoverChanges(draft, quote.coverChangeCollection, new Sequence());
  const { coverChangeCollection: _changes, ...quoteInfo } = quote;
  return { policyId: pension.policyId, ...draft.policy, quoteInfo };
}
