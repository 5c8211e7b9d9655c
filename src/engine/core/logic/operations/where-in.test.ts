import { evaluate } from '..';
import { whereInOp } from './where-in';

describe('where_in', () => {
  const funds = [
    { fundId: 'F1', name: 'A' },
    { fundId: 'F2', name: 'B' },
    { fundId: 'F3', name: 'C' },
  ];

  it('keeps the elements whose field is among the values, in array order', () => {
    expect(whereInOp(funds, 'fundId', ['F3', 'F1'])).toEqual([funds[0], funds[2]]);
  });

  it('compares the elements themselves with the empty path', () => {
    expect(whereInOp(['a', 'b', 'c'], '', ['b'])).toEqual(['b']);
  });

  it('gives [] without an array, path or value list', () => {
    expect(whereInOp(null, 'fundId', ['F1'])).toEqual([]);
    expect(whereInOp(funds, 'fundId', null)).toEqual([]);
    expect(whereInOp(funds, 3, ['F1'])).toEqual([]);
  });

  it('reads values from outside the array in a rule', () => {
    const rule = { where_in: [{ var: 'funds' }, 'fundId', { var: 'chosen' }] };
    expect(evaluate(rule, { funds, chosen: ['F2'] })).toEqual([funds[1]]);
  });
});
