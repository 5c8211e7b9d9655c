// The UI's view of the session uses the session's own types: one definition of each.
import type { ClientSession } from '../session/session-types';
import type { UiSession } from './session-port';

test('the UI session fields have the client session types', () => {
  expectTypeOf<NonNullable<UiSession['authMethod']>>().toEqualTypeOf<ClientSession['authMethod']>();
  expectTypeOf<NonNullable<UiSession['preferredLocale']>>().toEqualTypeOf<
    ClientSession['preferredLocale']
  >();
});
