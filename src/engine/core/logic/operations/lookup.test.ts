// @vitest-environment node
import { evaluate } from '..';
import { lookupOp } from './lookup';

const entries = [
  { id: 'ANW_AMOUNT', type: 'Amount', value: 19260 },
  { id: 'STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW', type: 'Months', value: 60 },
  { id: 'EMPTY', value: null },
];

describe('lookup', () => {
  it('gives the value at a path of the element whose key matches', () => {
    expect(lookupOp(entries, 'id', 'ANW_AMOUNT', 'value')).toBe(19260);
    expect(lookupOp(entries, 'id', 'ANW_AMOUNT')).toEqual(entries[0]);
    expect(lookupOp(entries, 'id', 'ANW_AMOUNT', '')).toEqual(entries[0]);
  });

  it('compares strictly', () => {
    expect(lookupOp([{ n: 1 }], 'n', '1', '', 'none')).toBe('none');
  });

  it('gives the fallback, else null, when nothing fits', () => {
    expect(lookupOp(entries, 'id', 'MISSING', 'value', 60)).toBe(60);
    expect(lookupOp(entries, 'id', 'EMPTY', 'value', 60)).toBe(60);
    expect(lookupOp(entries, 'id', 'MISSING', 'value')).toBeNull();
    expect(lookupOp(null, 'id', 'x', 'value', 5)).toBe(5);
    expect(lookupOp(entries, 3, 'x')).toBeNull();
  });

  it('is registered with the engine', () => {
    expect(
      evaluate(
        { lookup: [{ var: 'entries' }, 'id', 'STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW', 'value', 0] },
        { entries },
      ),
    ).toBe(60);
  });
});
