// Test double of the OpenID side: tokens are `fake:<persona id>`, so API tests need no keys,
// no provider and no network.
import type { Auth } from '../../auth/types';
import type { PersonaStore } from '../../personas/store';

/** An Auth that accepts `fake:<persona id>` for any known persona and rejects everything else. */
export function fakeAuth(personas: PersonaStore): Auth {
  return {
    async verifyAccessToken(token) {
      const id = /^fake:(.+)$/.exec(token)?.[1];
      const persona = id ? personas.find(id) : undefined;
      if (!persona) throw new Error('invalid token');
      return { personaId: persona.id, kind: persona.kind, clientId: 'test' };
    },
    async issueStubToken(personaId) {
      return { access_token: `fake:${personaId}`, token_type: 'Bearer', expires_in: 3600 };
    },
  };
}
