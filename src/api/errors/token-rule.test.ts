import { initialSession } from '../../session/session-store';
import type { ClientSession } from '../../session/session-types';
import { checkToken } from './token-rule';

const NOW = 1_000_000;
const session = (patch: Partial<ClientSession> = {}): ClientSession => ({
  ...initialSession(() => 'sid'),
  ...patch,
});
const withToken = (expiresAt: number) =>
  session({ cfData: { accessToken: 't', tokenType: 'Bearer', expiresAt } });

test('a call without token starts sign-in', () => {
  expect(checkToken('/plexus/personDetailsQuery', session(), NOW)).toEqual({ kind: 'signIn' });
});

test('an expired token counts as missing', () => {
  expect(checkToken('/plexus/personDetailsQuery', withToken(NOW - 1), NOW)).toEqual({
    kind: 'signIn',
  });
  expect(checkToken('/plexus/personDetailsQuery', withToken(NOW + 300_001), NOW)).toBeUndefined();
});

test('settings and stub calls of a OneWelcome session need no token', () => {
  expect(checkToken('/settings', session(), NOW)).toBeUndefined();
  expect(checkToken('/__stub/token', session(), NOW)).toBeUndefined();
});

test('with another login kind the stub calls do, the settings call does not', () => {
  // The advisor and staff sign-in return pages ask for the settings before their token is in;
  // starting sign-in from there again broke their sign-in.
  for (const authMethod of ['AdvisorOneWelcome', 'AAD'] as const) {
    expect(checkToken('/__stub/token', session({ authMethod }), NOW)).toEqual({ kind: 'signIn' });
    expect(checkToken('/settings', session({ authMethod }), NOW)).toBeUndefined();
  }
});
