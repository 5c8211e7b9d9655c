// @vitest-environment jsdom
import fc from 'fast-check';
import { readSignInState, safeReturnPath } from './signin-state';

const ORIGIN = 'https://portal.example';
const returnPath = (value: string | undefined) => safeReturnPath(value, ORIGIN);

test('a portal path comes back as it was: path, query and hash', () => {
  expect(returnPath('/mijn-profiel?tab=1#x')).toBe('/mijn-profiel?tab=1#x');
  expect(returnPath('/zelf-regelen/pensioenleeftijd/wijzigen')).toBe(
    '/zelf-regelen/pensioenleeftijd/wijzigen',
  );
  expect(returnPath('/zoeken?q=a%20b&next=%2F%2Fx')).toBe('/zoeken?q=a%20b&next=%2F%2Fx');
  expect(returnPath('/korting?van=100%25')).toBe('/korting?van=100%25');
});

test('nothing, or anything that is not a path of the portal, returns home', () => {
  expect(returnPath(undefined)).toBe('/');
  expect(returnPath('')).toBe('/');
  expect(returnPath('mijn-profiel')).toBe('/');
});

test.each([
  ['an absolute address', 'https://evil.example'],
  ['a protocol-relative address', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['a backslash further on', '/mijn-profiel\\..\\evil'],
  ['a tab after the first slash', '/\t/evil.example'],
  ['a newline after the first slash', '/\n/evil.example'],
  ['a carriage return', '/\r/evil.example'],
  ['a leading space', ' //evil.example'],
  ['a leading tab', '\t//evil.example'],
  ['a NUL character', '/\u0000/evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: with a tab', 'java\tscript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['encoded slashes', '%2F%2Fevil.example'],
  ['a slash and an encoded slash', '/%2Fevil.example'],
  ['encoded slashes after the first', '/%2F%2Fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['an encoded tab', '/%09/evil.example'],
  ['an encoded newline', '/%0A/evil.example'],
  ['twice-encoded slashes', '/%252F%252Fevil.example'],
  ['twice-encoded backslash', '/%255Cevil.example'],
  ['an encoded javascript: scheme', '%6Aavascript:alert(1)'],
])('%s (%j) returns home', (_name, value) => {
  expect(returnPath(value)).toBe('/');
});

test('whatever it is given, the answer is a path that new URL keeps on the portal’s origin', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.webUrl(),
        fc.webPath(),
        fc.string().map((rest) => `/${rest}`),
        fc
          .array(fc.constantFrom('/', '\\', '%2F', '%5C', '%09', '\t', '\n', ' ', '.', 'evil', ':'))
          .map((parts) => parts.join('')),
      ),
      (value) => {
        const path = returnPath(value);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      },
    ),
    { numRuns: 2000 },
  );
});

test('dot segments that leave two slashes at the start go home (found by the property above)', () => {
  expect(returnPath('/.//')).toBe('/');
  expect(returnPath('/.//evil.example/x')).toBe('/');
  expect(returnPath('/a/..//evil.example')).toBe('/');
  expect(returnPath('/a/./b')).toBe('/a/b');
});

test('the portal’s own origin is the default', () => {
  expect(safeReturnPath('/mijn-pensioen')).toBe('/mijn-pensioen');
  expect(safeReturnPath(`${window.location.origin}/mijn-pensioen`)).toBe('/');
});

test('an unexpected state counts as none', () => {
  expect(readSignInState({ userId: '1', returnTo: '/x' })).toEqual({ userId: '1', returnTo: '/x' });
  expect(readSignInState('garbage')).toEqual({});
  expect(readSignInState(undefined)).toEqual({});
});
