// @vitest-environment node
import { queryRegistry } from '../../../api/queries/query-registry';
import { queryNames } from './queries';

describe('query names', () => {
  it('are the named queries of spec section 3, each known to the api registry', () => {
    expect(queryNames).toHaveLength(32);
    expect(queryNames.filter((name) => !Object.hasOwn(queryRegistry, name))).toEqual([]);
  });
});
