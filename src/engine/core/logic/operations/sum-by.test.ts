import { sumByOp } from './sum-by';

describe('sum_by', () => {
  const packages = [
    { cover: { premium: 100.5 } },
    { cover: { premium: 200 } },
    { cover: { premium: null } },
    { cover: {} },
    { other: true },
  ];

  it('sums a nested field, skipping missing and non-numeric values', () => {
    expect(sumByOp(packages, 'cover.premium')).toBe(300.5);
  });

  it('sums the elements themselves with the empty path', () => {
    expect(sumByOp([1, 2, 3], '')).toBe(6);
  });

  it('gives 0 without an array or path', () => {
    expect(sumByOp(null, 'cover.premium')).toBe(0);
    expect(sumByOp([], 'x')).toBe(0);
    expect(sumByOp(packages, undefined)).toBe(0);
  });
});
