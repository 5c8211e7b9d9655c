import type { Plugin } from 'vite';
import {
  isTestOnlyMessage,
  keepsTestOnlyCode,
  TEST_ONLY_ROUTES_ID,
  testOnlyCode,
} from './test-only-code';

type Hook = (id: string) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'load' | 'config') =>
  plugin[name] as unknown as Hook;

describe('the test-only code switch', () => {
  it('keeps the test-only code in the test build and the dev server, not in production', () => {
    expect(keepsTestOnlyCode('build', 'production')).toBe(false);
    expect(keepsTestOnlyCode('build', 'test')).toBe(true);
    expect(keepsTestOnlyCode('serve', 'development')).toBe(true);
  });

  it('defines __TEST_BUILD__ accordingly', () => {
    expect(hook(testOnlyCode(false), 'config')('')).toEqual({
      define: { __TEST_BUILD__: 'false' },
    });
    expect(hook(testOnlyCode(true), 'config')('')).toEqual({ define: { __TEST_BUILD__: 'true' } });
  });

  it('resolves the test-only routes to the real file, or to an empty list in production', () => {
    const kept = testOnlyCode(true);
    expect(hook(kept, 'resolveId')(TEST_ONLY_ROUTES_ID)).toMatch(
      /src[\\/]routes[\\/]test-only-routes\.tsx$/,
    );
    const production = testOnlyCode(false);
    const id = hook(production, 'resolveId')(TEST_ONLY_ROUTES_ID) as string;
    expect(hook(production, 'load')(id)).toBe('export const testOnlyRoutes = [];\n');
    expect(hook(production, 'resolveId')('./other')).toBeUndefined();
  });

  it('knows the test-only pages’ message ids', () => {
    expect(isTestOnlyMessage('page.devbox.intro')).toBe(true);
    expect(isTestOnlyMessage('auth.stubLogin.title')).toBe(true);
    expect(isTestOnlyMessage('route.componentListing.card')).toBe(true);
    expect(isTestOnlyMessage('route.home')).toBe(false);
    expect(isTestOnlyMessage('modal.stubError.title')).toBe(false);
  });
});
