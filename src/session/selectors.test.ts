import {
  activeLocale,
  hasValidToken,
  isImpersonating,
  isReadOnly,
  newMessagesCount,
  readToken,
  TOKEN_RENEWAL_OFFSET_MS,
  tokenValidUntil,
  stubHeaderId,
} from './selectors';
import { initialSession } from './session-store';
import type { ClientSession } from './session-types';

const base = (patch: Partial<ClientSession> = {}): ClientSession => ({
  ...initialSession(() => 'sid'),
  ...patch,
});

test('active locale: temporary, else preferred, else Dutch', () => {
  expect(activeLocale(base())).toBe('nl-NL');
  expect(activeLocale(base({ preferredLocale: 'en-GB' }))).toBe('en-GB');
  expect(activeLocale(base({ preferredLocale: 'en-GB', temporaryLocale: 'nl-NL' }))).toBe('nl-NL');
});

test('read-only for advisor and staff logins only', () => {
  expect(isReadOnly(base({ authMethod: 'AdvisorOneWelcome' }))).toBe(true);
  expect(isReadOnly(base({ authMethod: 'AAD' }))).toBe(true);
  expect(isReadOnly(base({ authMethod: 'OneWelcome' }))).toBe(false);
  expect(isReadOnly(base({ authMethod: 'PersonId' }))).toBe(false);
  expect(isImpersonating(base({ authMethod: 'AAD', impersonation: { personId: '1' } }))).toBe(true);
  expect(
    isImpersonating(base({ authMethod: 'OneWelcome', impersonation: { personId: '1' } })),
  ).toBe(false);
});

test('token is read from cfData and stops counting 300 s before it expires (renewal offset)', () => {
  const expiresAt = 1_000_000;
  const session = base({
    cfData: { accessToken: 'fresh', tokenType: 'Bearer', expiresAt },
  });
  expect(readToken(session)).toBe('fresh');
  expect(TOKEN_RENEWAL_OFFSET_MS).toBe(300_000);
  expect(tokenValidUntil(session)).toBe(700_000);
  expect(hasValidToken(session, expiresAt - 300_001)).toBe(true);
  expect(hasValidToken(session, expiresAt - 300_000)).toBe(false);
  expect(hasValidToken(session, expiresAt - 1)).toBe(false);
  expect(hasValidToken(base(), 0)).toBe(false);
});

test('X-Stub-Id only for stub ids containing -STUB', () => {
  expect(stubHeaderId(base({ stubId: '12345-STUB' }))).toBe('12345-STUB');
  expect(stubHeaderId(base({ stubId: 'member-active' }))).toBeUndefined();
  expect(stubHeaderId(base())).toBeUndefined();
});

test('new messages amount is the unread count', () => {
  expect(newMessagesCount(base({ unreadMessages: [{ id: '1', status: 'Ongelezen' }] }))).toBe(1);
});
