import fc from 'fast-check';
import { evaluate } from '../index';
import { sameBsnOp } from './same-bsn';

describe('same_bsn', () => {
  it('compares normalised numbers: 8 digits, spaces and dots do not make another person', () => {
    expect(sameBsnOp('12345672', '012345672')).toBe(true);
    expect(sameBsnOp(' 012 345 672 ', '12345672')).toBe(true);
    expect(sameBsnOp('123.456.782', '123456782')).toBe(true);
    expect(sameBsnOp(12345672, '012345672')).toBe(true);
    expect(sameBsnOp('111222333', '123456782')).toBe(false);
  });

  it('is false when either side is missing or empty', () => {
    for (const [a, b] of [
      [undefined, undefined],
      [null, '111222333'],
      ['111222333', ''],
      [' ', ' '],
      [{}, {}],
    ])
      expect(sameBsnOp(a, b)).toBe(false);
  });

  it('compares what is no BSN as trimmed text', () => {
    expect(sameBsnOp('abc', ' abc ')).toBe(true);
    expect(sameBsnOp('abc', '111222333')).toBe(false);
  });

  it('is symmetric and sees any 8-digit number as its padded 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (eight) => {
        expect(sameBsnOp(eight, `0${eight}`)).toBe(true);
        expect(sameBsnOp(`0${eight}`, eight)).toBe(true);
      }),
    );
  });

  it('is registered for rules', () => {
    expect(
      evaluate({ same_bsn: [{ var: 'a' }, { var: 'b' }] }, { a: '12345672', b: '012345672' }),
    ).toBe(true);
  });
});
