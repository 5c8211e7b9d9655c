import {
  ageOn,
  ageOrDefault,
  isAfterDate,
  isAtLeastTwoMonthsInFuture,
  isAtMostYearsInFuture,
  isCohabitingDateAllowed,
  isInFuture,
  isNotEarlierThan,
  isNotEarlierThanMonthBeforePensionAge,
  isNotInFuture,
  isNotLaterThan,
  isOnOrBefore,
  isValidChildBirthDate,
  isValidMonth,
  isWithinStatePensionAgeRange,
  statePensionAgeRange,
} from './date-rules';

// Late in the day, so rules that compared moments instead of days would fail.
const now = new Date(2025, 2, 14, 23, 30);

describe('isInFuture', () => {
  it('accepts tomorrow and later, refuses today and earlier', () => {
    expect(isInFuture('15-03-2025', now)).toBe(true);
    expect(isInFuture(new Date(2025, 2, 14, 23, 59), now)).toBe(false);
    expect(isInFuture('13-03-2025', now)).toBe(false);
  });

  it('refuses unreadable dates', () => {
    expect(isInFuture('31-02-2030', now)).toBe(false);
    expect(isInFuture('2030-01-01', 'nonsense')).toBe(false);
  });
});

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
});

describe('isNotInFuture', () => {
  it('accepts today and earlier', () => {
    expect(isNotInFuture('14-03-2025', now)).toBe(true);
    expect(isNotInFuture('01-01-1960', now)).toBe(true);
    expect(isNotInFuture('15-03-2025', now)).toBe(false);
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

  it('isAfterDate is strict', () => {
    expect(isAfterDate('02-01-2025', '01-01-2025')).toBe(true);
    expect(isAfterDate('01-01-2025', '01-01-2025')).toBe(false);
  });

  it('isNotLaterThan and isNotEarlierThan include the limit', () => {
    expect(isNotLaterThan('01-01-2025', '01-01-2025')).toBe(true);
    expect(isNotLaterThan('02-01-2025', '01-01-2025')).toBe(false);
    expect(isNotEarlierThan('01-01-2025', '01-01-2025')).toBe(true);
    expect(isNotEarlierThan('31-12-2024', '01-01-2025')).toBe(false);
  });
});

describe('state pension age range', () => {
  const statePensionAge = { year: 67, month: 3 };

  it('spans 5 years either side', () => {
    expect(statePensionAgeRange(statePensionAge)).toEqual({
      min: { year: 62, month: 3 },
      max: { year: 72, month: 3 },
    });
  });

  it('includes the bounds', () => {
    expect(isWithinStatePensionAgeRange({ year: 62, month: 3 }, statePensionAge)).toBe(true);
    expect(isWithinStatePensionAgeRange({ year: 72, month: 3 }, statePensionAge)).toBe(true);
    expect(isWithinStatePensionAgeRange({ year: 62, month: 2 }, statePensionAge)).toBe(false);
    expect(isWithinStatePensionAgeRange({ year: 72, month: 4 }, statePensionAge)).toBe(false);
  });
});

describe('isValidMonth', () => {
  it('accepts 0 to 11 as number or digits', () => {
    expect(isValidMonth(0)).toBe(true);
    expect(isValidMonth(11)).toBe(true);
    expect(isValidMonth('7')).toBe(true);
  });

  it('refuses the rest', () => {
    for (const value of [12, -1, 1.5, '12', '', 'x', null, undefined, Number.NaN]) {
      expect(isValidMonth(value)).toBe(false);
    }
  });
});

describe('ages', () => {
  it('ageOn counts completed years', () => {
    expect(ageOn('14-03-1960', now)).toBe(65);
    expect(ageOn('15-03-1960', now)).toBe(64);
  });

  it('someone born on 29 February completes a year on 1 March in common years', () => {
    expect(ageOn('29-02-2000', '28-02-2025')).toBe(24);
    expect(ageOn('29-02-2000', '01-03-2025')).toBe(25);
  });

  it('ageOrDefault falls back to 18 without a birth date', () => {
    expect(ageOrDefault(null, now)).toBe(18);
    expect(ageOrDefault(undefined, now)).toBe(18);
    expect(ageOrDefault('', now)).toBe(18);
    expect(ageOrDefault('not a date', now)).toBe(18);
    expect(ageOrDefault('14-03-1960', now)).toBe(65);
  });
});

describe('isValidChildBirthDate', () => {
  it('accepts a child aged up to 27', () => {
    expect(isValidChildBirthDate('15-03-1997', now)).toBe(true); // 27, turns 28 tomorrow
    expect(isValidChildBirthDate('14-03-2025', now)).toBe(true); // born today
  });

  it('refuses a child of 28', () => {
    expect(isValidChildBirthDate('14-03-1997', now)).toBe(false);
  });

  it('refuses a child not yet born, unless allowed', () => {
    expect(isValidChildBirthDate('15-03-2025', now)).toBe(false);
    expect(isValidChildBirthDate('15-03-2025', now, { allowUnborn: true })).toBe(true);
  });

  it('refuses unreadable dates', () => {
    expect(isValidChildBirthDate('31-02-2020', now)).toBe(false);
  });
});

describe('isNotEarlierThanMonthBeforePensionAge', () => {
  const personal = { year: 68, month: 0 };

  it('accepts from one month before the personal pension age', () => {
    expect(isNotEarlierThanMonthBeforePensionAge({ year: 67, month: 11 }, personal)).toBe(true);
    expect(isNotEarlierThanMonthBeforePensionAge({ year: 69, month: 0 }, personal)).toBe(true);
    expect(isNotEarlierThanMonthBeforePensionAge({ year: 67, month: 10 }, personal)).toBe(false);
  });
});

describe('isCohabitingDateAllowed', () => {
  it('accepts only dates after the given date', () => {
    expect(isCohabitingDateAllowed('02-01-2020', '01-01-2020')).toBe(true);
    expect(isCohabitingDateAllowed('01-01-2020', '01-01-2020')).toBe(false);
  });
});
