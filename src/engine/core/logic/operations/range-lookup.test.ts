import { rangeLookupOp } from './range-lookup';

const ranges = [
  { startAge: 18, endAge: 29, female: 0.41, male: 0.52 },
  { startAge: 30, endAge: 44, female: 0.88, male: 1.12 },
  { startAge: 45, female: 1.9, male: 2.4 },
];

describe('range_lookup', () => {
  it('gives the value of the range that holds the number, ends included', () => {
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 18, 'female')).toBe(0.41);
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 29, 'male')).toBe(0.52);
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 30, 'male')).toBe(1.12);
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 44.5, 'male')).toBe(null);
  });

  it('treats a missing end as open', () => {
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 80, 'female')).toBe(1.9);
  });

  it('gives the element itself without a value path', () => {
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 35)).toEqual(ranges[1]);
  });

  it('falls back when nothing matches or the input is not usable', () => {
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', 12, 'female', 0)).toBe(0);
    expect(rangeLookupOp(null, 'startAge', 'endAge', 35, 'female', 0)).toBe(0);
    expect(rangeLookupOp(ranges, 'startAge', 'endAge', '35', 'female')).toBe(null);
    expect(rangeLookupOp(ranges, 1, 'endAge', 35, 'female', -1)).toBe(-1);
  });
});
