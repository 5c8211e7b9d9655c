// Bodies of the policy quote commands (`{id}` = policy id): a draft of cover changes (what
// CoverChangeEventCommand carries), and accepting or cancelling it, which need nothing but the path.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { coverChanges, healthDeclaration } from './cover-changes';
import { date, optionalText, policyId } from './fields';

/**
 * `POST /plexus/createPolicyQuoteDraftCommand/{id}`: `{ coverChangeCollection, quoteType?,
 * policyId?, startDate?, healthDeclaration? }`: what CoverChangeEventCommand carries, as a draft.
 */
export const createPolicyQuoteDraftBody = defineBody({
  method: 'POST',
  path: '/plexus/createpolicyquotedraftcommand/:id',
  policyInPath: true,
  schema: (context) =>
    v.looseObject({
      coverChangeCollection: coverChanges(),
      quoteType: optionalText(),
      policyId: v.optional(policyId(context)),
      startDate: v.nullish(date()),
      healthDeclaration: v.nullish(healthDeclaration()),
    }),
});

/** Any object, or no body. */
const noFields = () => v.looseObject({}, 'the body must be a JSON object or empty');

/** `POST /plexus/acceptPolicyQuoteCommand/{id}`: no fields. */
export const acceptPolicyQuoteBody = defineBody({
  method: 'POST',
  path: '/plexus/acceptpolicyquotecommand/:id',
  policyInPath: true,
  schema: noFields,
});

/** `POST /plexus/cancelPolicyQuoteCommand/{id}`: no fields. */
export const cancelPolicyQuoteBody = defineBody({
  method: 'POST',
  path: '/plexus/cancelpolicyquotecommand/:id',
  policyInPath: true,
  schema: noFields,
});
