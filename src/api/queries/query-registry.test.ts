// @vitest-environment node
import { isSectionThreeQueryName, sectionThreeQueryNames } from './query-registry';

describe('section 3 query names', () => {
  it('are the named queries of spec section 3 and the price read a step asks (not the other section 7 reads)', () => {
    expect(sectionThreeQueryNames).toHaveLength(33);
    expect(isSectionThreeQueryName('PremiumProjections')).toBe(true);
    expect(isSectionThreeQueryName('PolicyDetails')).toBe(true);
    expect(isSectionThreeQueryName('PolicyDetailsQuote')).toBe(false);
    expect(isSectionThreeQueryName('toString')).toBe(false);
  });
});
