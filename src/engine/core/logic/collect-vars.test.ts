import { collectReads, collectVars } from './collect-vars';

describe('collectVars', () => {
  it('lists plain and defaulted vars, once each, in order of first use', () => {
    const rule = {
      and: [
        { '==': [{ var: 'policy.status' }, 'REG'] },
        { '>': [{ var: ['salary.amount', 0] }, { var: 'limits.fiscalMax' }] },
        { '!=': [{ var: 'policy.status' }, 'PAID'] },
      ],
    };
    expect(collectVars(rule)).toEqual(['policy.status', 'salary.amount', 'limits.fiscalMax']);
  });

  it('handles nested custom operations and vars in defaults', () => {
    const rule = {
      date_before: [
        { var: 'policy.personalPensionDate' },
        { add_years: [{ today: { var: 'now' } }, 5] },
      ],
    };
    expect(collectVars(rule)).toEqual(['policy.personalPensionDate', 'now']);
    // A default that is itself read from data.
    expect(collectVars({ var: ['a', { var: 'b' }] })).toEqual(['a', 'b']);
  });

  it('lists numeric paths as text and skips the whole-data var', () => {
    expect(collectVars({ cat: [{ var: 0 }, { var: '' }, { var: [] }] })).toEqual(['0']);
  });

  it('lists the vars inside a computed path, not the path', () => {
    expect(collectVars({ var: { cat: ['answers.', { var: 'step' }] } })).toEqual(['step']);
  });

  it('lists the keys of missing and missing_some', () => {
    expect(collectVars({ missing: ['a', 'b.c'] })).toEqual(['a', 'b.c']);
    expect(collectVars({ missing: 'a' })).toEqual(['a']);
    expect(collectVars({ missing_some: [1, ['x', 'y']] })).toEqual(['x', 'y']);
  });

  it('writes element paths inside some, all, none, filter and map as array.*.field', () => {
    const rule = {
      or: [
        { some: [{ var: 'children' }, { '>': [{ var: 'age' }, 27] }] },
        { all: [{ var: 'packages' }, { '==': [{ var: 'status.code' }, 'active'] }] },
        { none: [{ var: 'covers' }, { var: '' }] },
        {
          map: [{ filter: [{ var: 'funds' }, { var: 'selected' }] }, { var: 'name' }],
        },
      ],
    };
    expect(collectVars(rule)).toEqual([
      'children',
      'children.*.age',
      'packages',
      'packages.*.status.code',
      'covers',
      'covers.*',
      'funds',
      'funds.*.selected',
      'funds.*.name',
    ]);
  });

  it('reads current.… inside reduce as element paths and skips the accumulator', () => {
    const rule = {
      reduce: [
        { var: 'items' },
        { '+': [{ var: 'accumulator' }, { var: 'current.amount' }] },
        { var: 'start' },
      ],
    };
    expect(collectVars(rule)).toEqual(['items', 'items.*.amount', 'start']);
  });

  it('skips element paths of computed arrays but keeps their sources', () => {
    const rule = {
      some: [{ merge: [{ var: 'a' }, { var: 'b' }] }, { var: 'x' }],
    };
    expect(collectVars(rule)).toEqual(['a', 'b']);
  });

  it('nests element scopes', () => {
    const rule = {
      some: [{ var: 'packages' }, { some: [{ var: 'covers' }, { var: 'selectable' }] }],
    };
    expect(collectVars(rule)).toEqual([
      'packages',
      'packages.*.covers',
      'packages.*.covers.*.selectable',
    ]);
  });

  it('lists the field of sum_by and any_where as an element path', () => {
    expect(collectVars({ sum_by: [{ var: 'packages' }, 'cover.premium'] })).toEqual([
      'packages',
      'packages.*.cover.premium',
    ]);
    expect(
      collectVars({
        any_where: [{ var: 'children' }, 'dateOfBirth', 'date_before', { var: 'now' }],
      }),
    ).toEqual(['children', 'now', 'children.*.dateOfBirth']);
  });

  it('gives nothing for literals', () => {
    expect(collectVars(true)).toEqual([]);
    expect(collectVars({ a: 1, b: 2 })).toEqual([]);
    expect(collectVars(null)).toEqual([]);
  });
});

describe('collectReads', () => {
  it('says when a rule reads the whole data or a computed path, beside the paths it names', () => {
    expect(collectReads({ '+': [{ var: 'data.a' }, 1] })).toEqual({
      paths: ['data.a'],
      open: false,
    });
    expect(collectReads({ var: '' }).open).toBe(true);
    expect(collectReads({ var: ['', 0] }).open).toBe(true);
    expect(collectReads({ var: { cat: ['data.', { var: 'data.key' }] } })).toEqual({
      paths: ['data.key'],
      open: true,
    });
    expect(collectReads({ missing: [{ var: 'data.names' }] }).open).toBe(true);
  });

  it('does not count the element of an array read per element as the whole data', () => {
    expect(collectReads({ map: [{ var: 'data.list' }, { var: '' }] })).toEqual({
      paths: ['data.list', 'data.list.*'],
      open: false,
    });
  });
});
