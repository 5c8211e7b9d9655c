// Body of `POST /ParticipantPermission/create` (spec section 6): a member gives an advisor company
// a permission for one employer.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { text } from './fields';

/** `{ to (advisor company id), relatesTo (employer company id) }`. */
export const participantPermissionCreateBody = defineBody({
  method: 'POST',
  path: '/participantpermission/create',
  schema: () => v.looseObject({ to: text(), relatesTo: text() }),
});
