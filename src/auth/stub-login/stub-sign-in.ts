// The test-only person-id login (spec `/stub-login`): a token from the stub back end's
// `POST /__stub/token`. Only the test build has it (src/routes/test-only-routes.tsx).
import * as v from 'valibot';
import { resetSession, updateSession } from '../../session/session';
import { tokenPatch } from '../token';

/** The stub knows no persona or person with this id (404). */
export class UnknownStubPersonError extends Error {
  constructor(personId: string) {
    super(`Unknown stub person: ${personId}`);
    this.name = 'UnknownStubPersonError';
  }
}

/** Signs in as a stub persona or person id: authMethod PersonId, stubId and userId set. */
export async function stubSignIn(personId: string, fetchFn: typeof fetch = fetch): Promise<void> {
  const answer = await fetchFn('/__stub/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ personId }),
  });
  if (answer.status === 404) throw new UnknownStubPersonError(personId);
  if (!answer.ok) throw new Error(`Stub token request failed with status ${answer.status}`);
  const tokenAnswer = v.object({
    access_token: v.pipe(v.string(), v.minLength(1)),
    token_type: v.string(),
    expires_in: v.pipe(v.number(), v.gtValue(0)),
  });
  const token = v.parse(tokenAnswer, await answer.json());
  resetSession();
  updateSession({
    authMethod: 'PersonId',
    stubId: personId,
    userId: personId,
    ...tokenPatch(token.access_token, token.expires_in, Date.now()),
  });
}
