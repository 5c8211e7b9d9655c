// The policy confirmed in this tab's session, for the next full page load's head start.
import { cleanupBrowserData } from './cleanup';
import { confirmedPolicy, rememberConfirmedPolicy } from './confirmed-policy';

beforeEach(() => sessionStorage.clear());

it('names the remembered policy to the same session and person only', () => {
  const member = { sessionId: 's1' };
  rememberConfirmedPolicy(member, 'P1');
  expect(confirmedPolicy(member)).toBe('P1');
  expect(confirmedPolicy({ sessionId: 's2' })).toBeUndefined();
  expect(confirmedPolicy({ sessionId: 's1', impersonation: { personId: 'A' } })).toBeUndefined();
});

it('keeps one per person an advisor acts for, the last one confirmed', () => {
  const forA = { sessionId: 's1', impersonation: { personId: 'A' } };
  const forB = { sessionId: 's1', impersonation: { personId: 'B' } };
  rememberConfirmedPolicy(forA, 'PA');
  expect(confirmedPolicy(forA)).toBe('PA');
  rememberConfirmedPolicy(forB, 'PB');
  expect(confirmedPolicy(forB)).toBe('PB');
  expect(confirmedPolicy(forA)).toBeUndefined();
});

it('is gone after cleanup (sign-out)', () => {
  rememberConfirmedPolicy({ sessionId: 's1' }, 'P1');
  cleanupBrowserData();
  expect(confirmedPolicy({ sessionId: 's1' })).toBeUndefined();
});

it('names nothing when storage cannot be read', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  } as unknown as Storage;
  expect(() => rememberConfirmedPolicy({ sessionId: 's1' }, 'P1', broken)).not.toThrow();
  expect(confirmedPolicy({ sessionId: 's1' }, broken)).toBeUndefined();
});
