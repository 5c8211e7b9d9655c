// The stub's price of one cover (calculatePremiumProjections), from persona data: a cover with a
// premium by age range (the voluntary Anw cover) is priced at the member's age today and gender,
// as the real back end prices it (yearly rate in % of the insured amount); any other cover at its
// flat stub rate (premiumRatePct). docs/adr/0014-back-end-pricing.md.
import type { AgeRange, AgreementCover } from '../../personas/types';
import { today } from '../../state/dates';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole years between `dateOfBirth` and `on` (both yyyy-MM-dd). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The yearly rate (%) of the age range holding `age`, for women (F) or men. */
export function ageRangeRate(
  ranges: readonly AgeRange[],
  age: number,
  gender: string,
): number | undefined {
  const range = ranges.find((entry) => entry.startAge <= age && age <= entry.endAge);
  if (!range) return undefined;
  return gender === 'F' ? range.female : range.male;
}

/** The member the cover is priced for. */
export interface PricedMember {
  dateOfBirth: string;
  gender: string;
}

/** `{ yearlyPremium, monthlyPremium }` of `insuredAmount` under `cover` for `member`. */
export function coverPremium(
  cover: AgreementCover,
  insuredAmount: number,
  member: PricedMember,
  on: string = today(),
): { yearlyPremium: number; monthlyPremium: number } {
  const rate = cover.premiumAgeRangeCollection
    ? ageRangeRate(cover.premiumAgeRangeCollection, ageOn(member.dateOfBirth, on), member.gender)
    : undefined;
  if (rate !== undefined) {
    const monthlyPremium = round2((insuredAmount * rate) / 1200);
    return { yearlyPremium: round2(monthlyPremium * 12), monthlyPremium };
  }
  const yearlyPremium = round2((insuredAmount * (cover.premiumRatePct ?? 0)) / 100);
  return { yearlyPremium, monthlyPremium: round2(yearlyPremium / 12) };
}
