import { evaluate } from '..';
import { dateNotFutureOp } from './date-not-future';

// Late in the day, so a rule that compared moments instead of days would fail.
const now = '2026-11-21T23:30:00';

describe('date_not_future', () => {
  it('accepts today and earlier, in any accepted format', () => {
    expect(dateNotFutureOp('21-11-2026', now)).toBe(true);
    expect(dateNotFutureOp('2026-11-20', now)).toBe(true);
    expect(dateNotFutureOp('22-11-2026', now)).toBe(false);
  });

  it('takes now as a Date or epoch ms', () => {
    expect(dateNotFutureOp('22-11-2026', new Date(2026, 10, 22, 0, 1))).toBe(true);
    expect(dateNotFutureOp('22-11-2026', new Date(2026, 10, 21).getTime())).toBe(false);
  });

  it('refuses an unreadable date', () => {
    expect(dateNotFutureOp('31-02-2020', now)).toBe(false);
    expect(dateNotFutureOp(undefined, now)).toBe(false);
  });

  it('reads its arguments in a rule', () => {
    expect(
      evaluate({ date_not_future: [{ var: 'd' }, { var: 'now' }] }, { d: '01-01-2020', now }),
    ).toBe(true);
  });
});
