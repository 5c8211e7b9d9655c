// @vitest-environment jsdom
import { METADATA_REFRESH_MS, TOKEN_RENEWAL_OFFSET_SECONDS, userManager } from './user-manager';

afterEach(() => vi.useRealTimers());

test('the provider metadata is fetched anew after 24 hours: a new manager per login kind', () => {
  vi.useFakeTimers();
  expect(METADATA_REFRESH_MS).toBe(24 * 60 * 60 * 1000);
  const first = userManager('OneWelcome');
  vi.advanceTimersByTime(METADATA_REFRESH_MS - 1);
  expect(userManager('OneWelcome')).toBe(first);
  vi.advanceTimersByTime(1);
  const renewed = userManager('OneWelcome');
  expect(renewed).not.toBe(first);
  expect(userManager('OneWelcome')).toBe(renewed);
});

test('the library warns of expiry at the token renewal offset, 300 s', () => {
  expect(TOKEN_RENEWAL_OFFSET_SECONDS).toBe(300);
  expect(userManager('OneWelcome').settings.accessTokenExpiringNotificationTimeInSeconds).toBe(300);
});
