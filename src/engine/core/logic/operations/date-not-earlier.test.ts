import { dateNotEarlierOp } from './date-not-earlier';

describe('date_not_earlier', () => {
  it('accepts the limit itself and later', () => {
    expect(dateNotEarlierOp('01-02-2016', '2016-02-01')).toBe(true);
    expect(dateNotEarlierOp('2020-01-01', '2016-02-01')).toBe(true);
    expect(dateNotEarlierOp('31-01-2016', '2016-02-01')).toBe(false);
  });

  it('compares calendar days', () => {
    expect(dateNotEarlierOp('2016-02-01T00:10:00', '2016-02-01T23:00:00')).toBe(true);
  });

  it('holds without a readable limit, refuses an unreadable date', () => {
    expect(dateNotEarlierOp('01-01-2000', null)).toBe(true);
    expect(dateNotEarlierOp('nonsense', '2016-02-01')).toBe(false);
  });
});
