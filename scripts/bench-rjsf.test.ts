import { againstRjsf } from './bench-rjsf';

const budgets = { firstStepVsRjsfRatio: 0.8, routeScriptVsRjsfRatio: 0.9 };

describe('againstRjsf', () => {
  it('compares the median first steps and the scripts, each with its budget', () => {
    const { over, row } = againstRjsf(
      'pension-age',
      {
        oursLoads: [700, 900, 800],
        rjsfLoads: [1000, 1100, 1050],
        oursScript: 200 * 1024,
        rjsfScript: 250 * 1024,
      },
      budgets,
    );
    expect(over).toBe(false);
    expect(row).toMatchObject({
      journey: 'pension-age',
      'first step median ours ms': 800,
      'first step median RJSF ms': 1050,
      'first step ratio': 0.76,
      'first step result': 'ok',
      'script ours KiB gzip': 200,
      'script RJSF KiB gzip': 250,
      'script ratio': 0.8,
      'script result': 'ok',
    });
  });

  it('fails when either ratio is over its budget', () => {
    const slow = againstRjsf(
      'a',
      { oursLoads: [900], rjsfLoads: [1000], oursScript: 100, rjsfScript: 200 },
      budgets,
    );
    expect(slow.over).toBe(true);
    expect(slow.row['first step result']).toBe('OVER 0.8×');
    expect(slow.row['script result']).toBe('ok');
    const heavy = againstRjsf(
      'a',
      { oursLoads: [700], rjsfLoads: [1000], oursScript: 190, rjsfScript: 200 },
      budgets,
    );
    expect(heavy.over).toBe(true);
    expect(heavy.row['script result']).toBe('OVER 0.9×');
  });

  it('fails when a page gave no figure, as nothing was compared', () => {
    const none = againstRjsf(
      'a',
      { oursLoads: [], rjsfLoads: [], oursScript: 0, rjsfScript: 0 },
      budgets,
    );
    expect(none.over).toBe(true);
    expect(none.row['first step result']).toBe('NO FIGURES');
    expect(none.row['script result']).toBe('NO FIGURES');
    expect(
      againstRjsf('a', { oursLoads: [700], rjsfLoads: [], oursScript: 1, rjsfScript: 0 }, budgets)
        .over,
    ).toBe(true);
  });
});
