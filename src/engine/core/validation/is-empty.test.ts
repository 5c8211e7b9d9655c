// @vitest-environment node
import { isEmpty } from './is-empty';

describe('isEmpty', () => {
  it('treats missing, blank and empty values as not filled in', () => {
    for (const value of [undefined, null, '', '  ', []]) expect(isEmpty(value)).toBe(true);
  });

  it('treats 0, false and text as filled in', () => {
    for (const value of [0, false, 'a', [1], {}]) expect(isEmpty(value)).toBe(false);
  });
});
