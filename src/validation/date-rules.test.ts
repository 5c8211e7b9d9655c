import {
  ageOn,
  isAtLeastTwoMonthsInFuture,
  isAtMostYearsInFuture,
  isCohabitingDateAllowed,
  isNotEarlierThan,
  isNotInFuture,
  isOnOrBefore,
  isWithinStatePensionAgeRange,
} from './date-rules';

// Late in the day, so rules that compared moments instead of days would fail.
const now = new Date(2025, 2, 14, 23, 30);

describe('isAtLeastTwoMonthsInFuture', () => {
  it('accepts from today plus two calendar months', () => {
    expect(isAtLeastTwoMonthsInFuture('14-05-2025', now)).toBe(true);
    expect(isAtLeastTwoMonthsInFuture('13-05-2025', now)).toBe(false);
  });

  it('clamps to the end of a short month', () => {
    const newYearsEve = new Date(2024, 11, 31);
    expect(isAtLeastTwoMonthsInFuture('28-02-2025', newYearsEve)).toBe(true);
    expect(isAtLeastTwoMonthsInFuture('27-02-2025', newYearsEve)).toBe(false);
  });

  it('refuses unreadable dates', () => {
    expect(isAtLeastTwoMonthsInFuture('31-02-2030', now)).toBe(false);
    expect(isAtLeastTwoMonthsInFuture('2030-01-01', 'nonsense')).toBe(false);
  });
});

describe('isNotInFuture', () => {
  it('accepts today and earlier', () => {
    expect(isNotInFuture('14-03-2025', now)).toBe(true);
    expect(isNotInFuture('01-01-1960', now)).toBe(true);
    expect(isNotInFuture('15-03-2025', now)).toBe(false);
  });

  it('refuses unreadable dates', () => {
    expect(isNotInFuture('31-02-2020', now)).toBe(false);
  });
});

describe('isAtMostYearsInFuture', () => {
  it('accepts up to today plus the given years', () => {
    expect(isAtMostYearsInFuture('14-03-2030', 5, now)).toBe(true);
    expect(isAtMostYearsInFuture('15-03-2030', 5, now)).toBe(false);
    expect(isAtMostYearsInFuture('01-01-2020', 5, now)).toBe(true);
  });
});

describe('end dates and limits', () => {
  it('isOnOrBefore includes the end date', () => {
    expect(isOnOrBefore('31-12-2025', '31-12-2025')).toBe(true);
    expect(isOnOrBefore('01-01-2026', '31-12-2025')).toBe(false);
  });

  it('isNotEarlierThan includes the limit', () => {
    expect(isNotEarlierThan('01-01-2025', '01-01-2025')).toBe(true);
    expect(isNotEarlierThan('31-12-2024', '01-01-2025')).toBe(false);
  });
});

describe('isWithinStatePensionAgeRange', () => {
  const statePensionAge = { year: 67, month: 3 };

  it('spans 5 years either side, bounds included', () => {
    expect(isWithinStatePensionAgeRange({ year: 62, month: 3 }, statePensionAge)).toBe(true);
    expect(isWithinStatePensionAgeRange({ year: 72, month: 3 }, statePensionAge)).toBe(true);
    expect(isWithinStatePensionAgeRange({ year: 62, month: 2 }, statePensionAge)).toBe(false);
    expect(isWithinStatePensionAgeRange({ year: 72, month: 4 }, statePensionAge)).toBe(false);
  });

  it('takes another window in months', () => {
    const window = { monthsBelow: 36, monthsAbove: 12 };
    expect(isWithinStatePensionAgeRange({ year: 64, month: 3 }, statePensionAge, window)).toBe(
      true,
    );
    expect(isWithinStatePensionAgeRange({ year: 64, month: 2 }, statePensionAge, window)).toBe(
      false,
    );
    expect(isWithinStatePensionAgeRange({ year: 68, month: 4 }, statePensionAge, window)).toBe(
      false,
    );
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn('14-03-1960', now)).toBe(65);
    expect(ageOn('15-03-1960', now)).toBe(64);
  });

  it('someone born on 29 February completes a year on 1 March in common years', () => {
    expect(ageOn('29-02-2000', '28-02-2025')).toBe(24);
    expect(ageOn('29-02-2000', '01-03-2025')).toBe(25);
  });
});

describe('isCohabitingDateAllowed', () => {
  it('accepts only dates after the given date', () => {
    expect(isCohabitingDateAllowed('02-01-2020', '01-01-2020')).toBe(true);
    expect(isCohabitingDateAllowed('01-01-2020', '01-01-2020')).toBe(false);
  });
});
