import type { AgreementCover } from '../../personas/types';
import { ageOn, coverPremium } from './cover-premium';

const cover = {
  coverType: { code: 'ANW_VOL' },
  premiumRatePct: 1.3,
  premiumAgeRangeCollection: [
    { startAge: 40, endAge: 49, female: 1.3, male: 1.75 },
    { startAge: 50, endAge: 59, female: 2.6, male: 3.6 },
  ],
} as unknown as AgreementCover;

describe('coverPremium', () => {
  it('prices an age-range cover at the age today and the gender', () => {
    expect(ageOn('1981-05-14', '2026-11-21')).toBe(45);
    expect(ageOn('1981-11-22', '2026-11-21')).toBe(44);
    const member = { dateOfBirth: '1981-05-14', gender: 'M' };
    expect(coverPremium(cover, 19260, member, '2026-11-21')).toEqual({
      monthlyPremium: 28.09,
      yearlyPremium: 337.08,
    });
    expect(
      coverPremium(cover, 19260, { ...member, gender: 'F' }, '2026-11-21').monthlyPremium,
    ).toBe(20.87);
  });

  it('prices other covers at their flat rate', () => {
    const flat = { ...cover, premiumAgeRangeCollection: undefined };
    expect(coverPremium(flat, 10000, { dateOfBirth: '1981-05-14', gender: 'M' })).toEqual({
      yearlyPremium: 130,
      monthlyPremium: 10.83,
    });
  });
});
