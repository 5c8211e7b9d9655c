import { checkRatio, interleavedTurns, median, p95, quantile } from './bench-stats';

describe('median and p95', () => {
  it('takes the middle value, and the lower middle of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it('takes the 95th percentile by nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(p95(values)).toBe(19);
    expect(p95([...values, 100])).toBe(20);
    expect(p95([7])).toBe(7);
  });

  it('has no figure for no values', () => {
    expect(median([])).toBeNaN();
    expect(quantile([], 0.95)).toBeNaN();
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('interleavedTurns', () => {
  it('alternates our build and the baseline within each round, journey by journey', () => {
    expect(interleavedTurns(['a', 'b'], 2).map((t) => `${t.round}${t.journey}-${t.page}`)).toEqual([
      '1a-ours',
      '1a-baseline',
      '1b-ours',
      '1b-baseline',
      '2a-ours',
      '2a-baseline',
      '2b-ours',
      '2b-baseline',
    ]);
  });

  it('has no turns without rounds', () => {
    expect(interleavedTurns(['a'], 0)).toEqual([]);
  });
});

describe('checkRatio', () => {
  it('passes a ratio at or under its budget', () => {
    expect(checkRatio(25, 20, 1.25)).toEqual({ ratio: 1.25, budget: 1.25, result: 'ok' });
    expect(checkRatio(10, 20, 1.1).result).toBe('ok');
  });

  it('fails a ratio over its budget', () => {
    expect(checkRatio(25.1, 20, 1.25)).toMatchObject({ result: 'over' });
  });

  it('has nothing to compare when neither page has the figure', () => {
    expect(checkRatio(Number.NaN, Number.NaN, 1.1).result).toBe('none');
  });

  it('fails when only one page has the figure', () => {
    expect(checkRatio(Number.NaN, 20, 1.1).result).toBe('over');
    expect(checkRatio(20, Number.NaN, 1.1).result).toBe('over');
    expect(checkRatio(20, 0, 1.1).result).toBe('over');
  });
});
