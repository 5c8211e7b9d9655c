import { evaluate } from '..';
import { pickOp } from './pick';

describe('pick', () => {
  const split = [
    { fundId: 'F1', fundName: 'A', units: 3, targetPct: 60 },
    { fundId: 'F2', fundName: 'B', units: 1, targetPct: 40 },
  ];

  it('keeps only the named fields of each record, in list order', () => {
    expect(pickOp(split, 'fundId', 'targetPct')).toEqual([
      { fundId: 'F1', targetPct: 60 },
      { fundId: 'F2', targetPct: 40 },
    ]);
  });

  it('picks one record, leaving out fields it lacks', () => {
    expect(pickOp({ fundId: 'F1', units: 3 }, 'fundId', 'targetPct')).toEqual({ fundId: 'F1' });
  });

  it('gives null for anything but records, and drops non-records from a list', () => {
    expect(pickOp(null, 'fundId')).toBeNull();
    expect(pickOp('F1', 'fundId')).toBeNull();
    expect(pickOp([split[0], 7, null], 'fundId')).toEqual([{ fundId: 'F1' }]);
  });

  it('works in a rule over data', () => {
    const rule = { pick: [{ var: 'funds' }, 'fundId'] };
    expect(evaluate(rule, { funds: split })).toEqual([{ fundId: 'F1' }, { fundId: 'F2' }]);
  });
});
