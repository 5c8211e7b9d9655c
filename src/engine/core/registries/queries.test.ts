// @vitest-environment node
import { queryRegistry } from '../../../api/queries/query-registry';
import { queryNames } from './queries';

describe('query names', () => {
  it('are the named queries of spec section 3 and the POST reads steps ask, each known to the api registry', () => {
    expect(queryNames).toHaveLength(33);
    expect(queryNames).toContain('PremiumProjections');
    expect(queryNames.filter((name) => !Object.hasOwn(queryRegistry, name))).toEqual([]);
  });
});
