import { readSignInState, safeReturnPath } from './signin-state';

test('return paths stay inside the portal', () => {
  expect(safeReturnPath('/mijn-profiel?tab=1#x')).toBe('/mijn-profiel?tab=1#x');
  expect(safeReturnPath(undefined)).toBe('/');
  expect(safeReturnPath('https://evil.example')).toBe('/');
  expect(safeReturnPath('//evil.example')).toBe('/');
  expect(safeReturnPath('/\\evil.example')).toBe('/');
});

test('an unexpected state counts as none', () => {
  expect(readSignInState({ userId: '1', returnTo: '/x' })).toEqual({ userId: '1', returnTo: '/x' });
  expect(readSignInState('garbage')).toEqual({});
  expect(readSignInState(undefined)).toEqual({});
});
