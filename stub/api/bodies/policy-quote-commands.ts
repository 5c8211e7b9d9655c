// Bodies of the policy quote commands (`{id}` = policy id): a draft of cover changes, and
// accepting or cancelling it, which need nothing but the path.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { coverChanges } from './cover-changes';
import { optionalText } from './fields';

/** `POST /plexus/createPolicyQuoteDraftCommand/{id}`: `{ coverChangeCollection, quoteType? }`. */
export const createPolicyQuoteDraftBody = defineBody({
  method: 'POST',
  path: '/plexus/createpolicyquotedraftcommand/:id',
  policyInPath: true,
  schema: () => v.looseObject({ coverChangeCollection: coverChanges(), quoteType: optionalText() }),
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
