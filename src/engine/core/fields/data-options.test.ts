// @vitest-environment node
import type { LogicScope } from '../types/context';
import { allocationSum, allocationTotalError } from './allocation';
import {
  dataOptions,
  keepOffered,
  notOfferedError,
  summaryText,
  withDataOptions,
} from './data-options';

const scope = (data: Record<string, unknown>, answers = {}): LogicScope => ({
  answers,
  data,
  permissions: {},
  session: {},
  now: '2026-11-21',
  derived: {},
});

const funds = [
  { fundId: 'F1', fundName: 'Aandelen' },
  { fundId: 'F2', fundName: 'Obligaties' },
  { fundId: 'F2', fundName: 'Dubbel' },
  { fundName: 'Zonder id' },
];
const fromFunds = {
  'ui:options': { from: { var: 'data.AllowedFunds' }, value: 'fundId', label: 'fundName' },
};
const allocationUi = {
  'ui:widget': 'allocation',
  'ui:options': { ...fromFunds['ui:options'], key: 'fundId', amount: 'targetPct', total: 100 },
};

describe('dataOptions', () => {
  it('offers one option per item with a value, first label wins on repeats', () => {
    expect(dataOptions(fromFunds, scope({ AllowedFunds: funds }))).toEqual([
      { value: 'F1', label: 'Aandelen' },
      { value: 'F2', label: 'Obligaties' },
    ]);
  });

  it('is undefined without from, empty when the rule gives no list', () => {
    expect(dataOptions({}, scope({}))).toBeUndefined();
    expect(dataOptions(fromFunds, scope({}))).toEqual([]);
  });

  it('uses the items themselves and their value as label by default', () => {
    const ui = { 'ui:options': { from: { var: 'data.codes' } } };
    expect(dataOptions(ui, scope({ codes: ['a', 'b'] }))).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
  });

  it('reads answers of earlier steps through where_in', () => {
    const ui = {
      'ui:options': {
        from: { where_in: [{ var: 'data.AllowedFunds' }, 'fundId', { var: 'answers.a.funds' }] },
        value: 'fundId',
        label: 'fundName',
      },
    };
    const s = scope({ AllowedFunds: funds }, { a: { funds: ['F2'] } });
    expect(dataOptions(ui, s)).toEqual([{ value: 'F2', label: 'Obligaties' }]);
  });
});

describe('offered values', () => {
  const offered = [
    { value: 'F1', label: 'Aandelen' },
    { value: 'F2', label: 'Obligaties' },
  ];

  it('attaches the options to the schema for the binding', () => {
    expect(withDataOptions({ type: 'string' }, offered)).toEqual({
      type: 'string',
      'x-options': offered,
    });
  });

  it('drops what is not offered: a single value, list entries, allocation items', () => {
    expect(keepOffered(fromFunds, 'F3', offered)).toBeUndefined();
    expect(keepOffered(fromFunds, 'F1', offered)).toBe('F1');
    expect(keepOffered(fromFunds, ['F3', 'F1', 'F1'], offered)).toEqual(['F1']);
    expect(
      keepOffered(
        allocationUi,
        [
          { fundId: 'F1', targetPct: 50 },
          { fundId: 'F9', targetPct: 50 },
          { fundId: 'F1', targetPct: 10 },
        ],
        offered,
      ),
    ).toEqual([{ fundId: 'F1', targetPct: 50 }]);
  });

  it('refuses a choice that was not offered, but not an empty one or an allocation', () => {
    expect(notOfferedError('funds', fromFunds, ['F1', 'F9'], offered)).toEqual({
      path: 'funds',
      messageId: 'validation.notOffered',
      values: {},
    });
    expect(notOfferedError('fund', fromFunds, 'F9', offered)?.messageId).toBe(
      'validation.notOffered',
    );
    expect(notOfferedError('funds', fromFunds, ['F1', 'F2'], offered)).toBeUndefined();
    expect(notOfferedError('funds', fromFunds, undefined, offered)).toBeUndefined();
    expect(notOfferedError('a', allocationUi, [{ fundId: 'F9' }], offered)).toBeUndefined();
  });

  it('shows labels in the summary', () => {
    expect(summaryText(fromFunds, ['F2', 'F1'], offered)).toBe('Obligaties, Aandelen');
    expect(summaryText(fromFunds, 'F1', offered)).toBe('Aandelen');
    expect(
      summaryText(
        allocationUi,
        [
          { fundId: 'F1', targetPct: 60 },
          { fundId: 'F2', targetPct: 40 },
        ],
        offered,
      ),
    ).toBe('Aandelen: 60%, Obligaties: 40%');
  });
});

describe('allocation total', () => {
  it('sums the amounts, counting non-numbers as 0', () => {
    expect(allocationSum([{ p: 60 }, { p: '40' }, { p: 30 }, null], 'p')).toBe(90);
    expect(allocationSum(undefined, 'p')).toBe(0);
  });

  it('refuses a total other than the field total, with both in the message values', () => {
    const split = (a: number, b: number) => [
      { fundId: 'F1', targetPct: a },
      { fundId: 'F2', targetPct: b },
    ];
    expect(allocationTotalError('allocation', allocationUi, split(60, 40))).toBeUndefined();
    expect(allocationTotalError('allocation', allocationUi, split(60, 30))).toEqual({
      path: 'allocation',
      messageId: 'validation.allocationTotal',
      values: { total: 100, sum: 90 },
    });
    const ui50 = { ...allocationUi, 'ui:options': { ...allocationUi['ui:options'], total: 50 } };
    expect(allocationTotalError('allocation', ui50, split(20, 30))).toBeUndefined();
  });

  it('leaves empty allocations alone', () => {
    expect(allocationTotalError('x', allocationUi, [])).toBeUndefined();
  });

  it('defaults to id, percentage and 100', () => {
    const ui = { 'ui:widget': 'allocation' };
    expect(allocationTotalError('x', ui, [{ id: 'a', percentage: 100 }])).toBeUndefined();
    expect(allocationTotalError('x', ui, [{ id: 'a', percentage: 99 }])?.values).toEqual({
      total: 100,
      sum: 99,
    });
  });
});
