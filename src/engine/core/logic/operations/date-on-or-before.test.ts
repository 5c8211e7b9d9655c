import { dateOnOrBeforeOp } from './date-on-or-before';

describe('date_on_or_before', () => {
  it('accepts the end date itself and earlier', () => {
    expect(dateOnOrBeforeOp('31-12-2015', '31-12-2015')).toBe(true);
    expect(dateOnOrBeforeOp('01-03-2009', '2015-12-31')).toBe(true);
    expect(dateOnOrBeforeOp('01-01-2016', '31-12-2015')).toBe(false);
  });

  it('holds without a readable end date, refuses an unreadable date', () => {
    expect(dateOnOrBeforeOp('01-01-2016', undefined)).toBe(true);
    expect(dateOnOrBeforeOp('01-01-2016', '31-13-2015')).toBe(true);
    expect(dateOnOrBeforeOp('31-13-2015', '01-01-2016')).toBe(false);
  });
});
