import { isValidBsnOp } from './is-valid-bsn';

describe('is_valid_bsn', () => {
  it('applies the eleven-test', () => {
    expect(isValidBsnOp('111222333')).toBe(true);
    expect(isValidBsnOp('12345672')).toBe(true);
    expect(isValidBsnOp('123456789')).toBe(false);
  });

  it('reads numbers, including one that lost its leading zero', () => {
    expect(isValidBsnOp(111222333)).toBe(true);
    expect(isValidBsnOp(12345672)).toBe(true);
    expect(isValidBsnOp(1.5)).toBe(false);
  });

  it('is false for anything else', () => {
    expect(isValidBsnOp(null)).toBe(false);
    expect(isValidBsnOp({})).toBe(false);
    expect(isValidBsnOp('000000000')).toBe(false);
  });
});
