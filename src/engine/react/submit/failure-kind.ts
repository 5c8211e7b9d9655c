/**
 * What a failed submit means for the member. The command client and the error catalogue have
 * already acted on refusals they know (read-only modal, access denied, maintenance, sign-in);
 * what is left is a refusal of what the flow built (a flow error: restart the choice) or a back
 * end that did not answer well (save failed / request failed, every answer kept).
 */
import { ApiError, MissingTokenError, ReadOnlyRefusedError } from '../../../api';

export type FailureKind = 'handled' | 'flowError' | 'notSaved';

export function failureKind(error: unknown): FailureKind {
  if (error instanceof ReadOnlyRefusedError || error instanceof MissingTokenError) return 'handled';
  const api =
    error instanceof ApiError
      ? error
      : error instanceof Error && error.cause instanceof ApiError
        ? error.cause
        : undefined;
  if (api && api.effect.kind !== 'none') return 'handled';
  if (api && api.status >= 400 && api.status < 500) return 'flowError';
  return 'notSaved';
}
