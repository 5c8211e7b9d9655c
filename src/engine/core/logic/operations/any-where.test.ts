import { evaluate } from '..';
import { anyWhereOp } from './any-where';

describe('any_where', () => {
  const children = [
    { name: 'Sam', dateOfBirth: '2001-05-01', age: 23 },
    { name: 'Noor', dateOfBirth: '2010-09-12', age: 14 },
  ];

  it('compares an element field with an outside value using a built-in operator', () => {
    expect(anyWhereOp(children, 'age', '>=', 18)).toBe(true);
    expect(anyWhereOp(children, 'age', '>', 30)).toBe(false);
    expect(anyWhereOp(children, 'name', '==', 'Noor')).toBe(true);
    expect(anyWhereOp(children, 'name', 'in', ['Daan', 'Sam'])).toBe(true);
  });

  it('never mistakes data for a rule', () => {
    const items = [{ value: { var: 'x' } }];
    expect(anyWhereOp(items, 'value.var', '==', 'x')).toBe(true);
  });

  it('is false for a missing or empty array', () => {
    expect(anyWhereOp(undefined, 'age', '>', 1)).toBe(false);
    expect(anyWhereOp([], 'age', '>', 1)).toBe(false);
  });

  it('reaches outside data that built-in some cannot, with a custom operator', () => {
    const rule = {
      any_where: [
        { var: 'children' },
        'dateOfBirth',
        'date_before',
        { add_years: [{ var: 'now' }, -18] },
      ],
    };
    expect(evaluate(rule, { children, now: '2025-03-14T10:00:00Z' })).toBe(true);
    expect(evaluate(rule, { children: children.slice(1), now: '2025-03-14T10:00:00Z' })).toBe(
      false,
    );
  });

  it('throws on an unknown operator', () => {
    expect(() => anyWhereOp(children, 'age', 'nope', 1)).toThrow(/Unrecognized operation/);
  });
});
