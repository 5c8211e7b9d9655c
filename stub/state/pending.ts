// A write that the real administration processes later shows up as a pending request on the
// policy, which is how the portal learns a choice is still being processed (spec section 4).
import type { Pension, PendingRequest } from '../personas/types';
import { today } from './dates';
import type { Sequence } from './sequence';

/** Adds a PENDING request to the policy and returns it. */
export function addPendingRequest(
  pension: Pension,
  ids: Sequence,
  type: { code: string; description: string },
  description: string,
): PendingRequest {
  const request: PendingRequest = {
    requestId: ids.next('REQ'),
    requestType: type,
    requestDate: today(),
    status: { code: 'PENDING', description: 'In behandeling' },
    description,
  };
  pension.policy.pendingRequestCollection.push(request);
  return request;
}
