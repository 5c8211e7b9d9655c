import { evaluate } from '..';
import { sameMapOp } from './same-map';

describe('same_map', () => {
  const current = [
    { fundId: 'F1', targetPct: 50, actualPct: 51.8 },
    { fundId: 'F2', targetPct: 10, actualPct: 9.6 },
    { fundId: 'F3', targetPct: 40, actualPct: 38.6 },
  ];

  it('is true for the same keys and values in another order', () => {
    const chosen = [
      { fundId: 'F3', targetPct: 40 },
      { fundId: 'F1', targetPct: 50 },
      { fundId: 'F2', targetPct: 10 },
    ];
    expect(sameMapOp(chosen, current, 'fundId', 'targetPct')).toBe(true);
  });

  it('is false when one value differs, a key is missing or one is added', () => {
    const base = [
      { fundId: 'F1', targetPct: 50 },
      { fundId: 'F2', targetPct: 10 },
      { fundId: 'F3', targetPct: 40 },
    ];
    const changed = base.map((entry, i) => (i === 2 ? { ...entry, targetPct: 39 } : entry));
    expect(sameMapOp(changed, current, 'fundId', 'targetPct')).toBe(false);
    expect(sameMapOp(base.slice(0, 2), current, 'fundId', 'targetPct')).toBe(false);
    const added = [...base, { fundId: 'F4', targetPct: 5 }];
    expect(sameMapOp(added, current, 'fundId', 'targetPct')).toBe(false);
  });

  it('counts a zero value as absent and compares numbers as numbers', () => {
    const chosen = [
      { fundId: 'F1', targetPct: '50' },
      { fundId: 'F2', targetPct: 10 },
      { fundId: 'F3', targetPct: 40 },
      { fundId: 'F9', targetPct: 0 },
    ];
    expect(sameMapOp(chosen, current, 'fundId', 'targetPct')).toBe(true);
  });

  it('is false for a key given twice, and for anything that is not two lists', () => {
    const twice = [
      { fundId: 'F1', targetPct: 50 },
      { fundId: 'F1', targetPct: 50 },
    ];
    expect(sameMapOp(twice, [{ fundId: 'F1', targetPct: 50 }], 'fundId', 'targetPct')).toBe(false);
    expect(sameMapOp(undefined, current, 'fundId', 'targetPct')).toBe(false);
    expect(sameMapOp(current, current, 5, 'targetPct')).toBe(false);
  });

  it('is registered with the engine', () => {
    const rule = { same_map: [{ var: 'a' }, { var: 'b' }, 'fundId', 'targetPct'] };
    expect(evaluate(rule, { a: current, b: [...current].reverse() })).toBe(true);
  });
});
