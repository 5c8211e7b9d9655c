import { messageValues } from '../../content/message-values';
import { displayDateOp } from './display-date';

describe('display_date', () => {
  it('shows any accepted date as dd-MM-yyyy', () => {
    expect(displayDateOp('2020-12-31')).toBe('31-12-2020');
    expect(displayDateOp('31122020')).toBe('31-12-2020');
    expect(displayDateOp(new Date(2020, 11, 31, 15))).toBe('31-12-2020');
  });

  it('gives null for what is not a date, so a placeholder is left out', () => {
    expect(displayDateOp('31-02-2020')).toBeNull();
    expect(displayDateOp(undefined)).toBeNull();
    const scope = { answers: {}, data: {}, permissions: {}, session: {}, now: 0, derived: {} };
    expect(messageValues({ date: { display_date: { var: 'nothing' } } }, scope)).toEqual({});
  });
});
