import jsonLogic from 'json-logic-js';
import {
  builtInOperationNames,
  collectVars,
  customOperationNames,
  evaluate,
  operationNames,
  truthy,
} from '.';

describe('logic engine', () => {
  it('evaluates a rule using two custom operations with now from the data', () => {
    // "The personal pension date lies within 5 years": allowVisitRetiredSoonPages.
    const rule = {
      date_before: [
        { var: 'policy.personalPensionDate' },
        { add_years: [{ today: { var: 'now' } }, 5] },
      ],
    };
    const now = '2025-03-14T10:00:00Z';
    expect(evaluate(rule, { now, policy: { personalPensionDate: '2030-03-13' } })).toBe(true);
    expect(evaluate(rule, { now, policy: { personalPensionDate: '2030-03-14' } })).toBe(false);
    expect(evaluate(rule, { policy: { personalPensionDate: '2030-03-13' } })).toBe(false);
  });

  it('lets today without an argument read now from the data', () => {
    expect(evaluate({ today: [] }, { now: '2025-03-14T10:00:00Z' })).toBe('2025-03-14');
    expect(evaluate({ today: [] }, {})).toBeNull();
  });

  it('combines custom operations with built-in ones', () => {
    // A pension age within 5 years of the state pension age, compared in months.
    const rule = {
      '<=': [
        {
          '-': [{ ym_to_months: { var: 'statePensionAge' } }, { ym_to_months: { var: 'chosen' } }],
        },
        60,
      ],
    };
    const statePensionAge = { year: 67, month: 3 };
    expect(truthy(rule, { statePensionAge, chosen: { year: 62, month: 3 } })).toBe(true);
    expect(truthy(rule, { statePensionAge, chosen: { year: 62, month: 2 } })).toBe(false);
  });

  it('keeps built-in behaviour', () => {
    expect(evaluate({ '+': [1, 2] })).toBe(3);
    expect(evaluate({ var: 'a.b' }, { a: { b: 'x' } })).toBe('x');
    expect(evaluate({ some: [{ var: 'xs' }, { '>': [{ var: '' }, 2] }] }, { xs: [1, 3] })).toBe(
      true,
    );
  });

  it('reads results with JSON-logic truthiness', () => {
    expect(truthy({ var: 'list' }, { list: [] })).toBe(false);
    expect(truthy({ var: 'list' }, { list: [0] })).toBe(true);
    expect(truthy({ var: 'missing' })).toBe(false);
    expect(truthy(true)).toBe(true);
  });

  it('throws on an unknown operation', () => {
    expect(() => evaluate({ no_such_op: [1] })).toThrow(/Unrecognized operation/);
  });

  it('registers the custom operations in json-logic-js', () => {
    expect(jsonLogic.apply({ currency_round: 2.5 })).toBe(3);
  });

  it('names every operation once, custom ones apart from built-in ones', () => {
    expect(customOperationNames).toEqual(
      expect.arrayContaining([
        'date',
        'today',
        'add_months',
        'add_years',
        'age_on',
        'years_until',
        'months_until',
        'date_before',
        'date_after',
        'date_between',
        'ym_to_months',
        'months_to_ym',
        'currency_round',
        'sum_by',
        'any_where',
        'is_valid_bsn',
      ]),
    );
    expect(new Set(operationNames).size).toBe(operationNames.length);
    expect(builtInOperationNames).not.toContain('log');
    for (const name of customOperationNames) expect(builtInOperationNames).not.toContain(name);
  });

  it('names operations that evaluate', () => {
    for (const name of operationNames) {
      expect(() => evaluate({ [name]: [] }), name).not.toThrow(/Unrecognized operation/);
    }
  });

  it('exports collectVars', () => {
    expect(collectVars({ var: 'now' })).toEqual(['now']);
  });
});
