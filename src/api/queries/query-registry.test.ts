// @vitest-environment node
import { isSectionThreeQueryName, sectionThreeQueryNames } from './query-registry';

describe('section 3 query names', () => {
  it('are the named queries of spec section 3, without the extra section 7 reads', () => {
    expect(sectionThreeQueryNames).toHaveLength(32);
    expect(isSectionThreeQueryName('PolicyDetails')).toBe(true);
    expect(isSectionThreeQueryName('PolicyDetailsQuote')).toBe(false);
    expect(isSectionThreeQueryName('toString')).toBe(false);
  });
});
