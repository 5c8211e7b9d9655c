import { createIntl } from 'react-intl';
import base from '../../../stub/personas/base-member.json';
import nl from '../../../locales/nl-NL.json';
import { parseEmployment } from '../shared/data/employment';
import { parseFranchise } from '../shared/data/franchise';
import { parsePerson } from '../shared/data/person';
import { parseProjections } from '../shared/data/projections';
import { isPlannerPath } from './planner-paths';
import type { GlobalParameters } from '../../api/queries/schemas';
import { ageRange, chosenAge, inRange, stateRetirementAge } from './planner-age';
import { simulateRetrieval } from './ockto-simulation';
import { workLessFigures } from './work-less';

const pension = base.pensions[0]!;
const ages = pension.personalPensionAge;

describe('planner age', () => {
  const parameters = base.globalParameters as unknown as GlobalParameters;
  const noState = { ...ages, statePensionAge: null, personalPensionAge: null };

  it('without a state pension age on record, takes the global default in months (spec section 9)', () => {
    // STATE_RETIREMENT_AGE_MONTHS_DEFAULT 804 months = 67 years.
    expect(stateRetirementAge(noState, parameters)).toEqual({ year: 67, month: 0 });
    expect(stateRetirementAge(noState)).toBeUndefined();
    expect(stateRetirementAge(ages, parameters)).toEqual({ year: 67, month: 3 });
    expect(chosenAge(undefined, noState, parameters)).toEqual({ year: 67, month: 0 });
    expect(ageRange(noState, parameters)).toEqual({
      min: { year: 62, month: 0 },
      max: { year: 72, month: 0 },
    });
    const narrow = {
      entryCollection: parameters.entryCollection.map((entry) =>
        entry.id === 'STATE_RETIREMENT_AGE_MONTHS_MAX_ABOVE' ? { ...entry, value: 24 } : entry,
      ),
    } as GlobalParameters;
    expect(ageRange(noState, narrow)?.max).toEqual({ year: 69, month: 0 });
  });

  it('takes the planner choice, else the age on record', () => {
    expect(chosenAge(undefined, ages)).toEqual({ year: 68, month: 0 });
    expect(
      chosenAge({ selectedPensionAgeTypeCode: 'state', selectedYears: 0, selectedMonths: 0 }, ages),
    ).toEqual({ year: 67, month: 3 });
    expect(
      chosenAge(
        { selectedPensionAgeTypeCode: 'specific', selectedYears: 65, selectedMonths: 6 },
        ages,
      ),
    ).toEqual({ year: 65, month: 6 });
  });

  it('allows 5 years either side of the state pension age (spec section 1)', () => {
    const range = ageRange(ages)!;
    expect(range).toEqual({ min: { year: 62, month: 3 }, max: { year: 72, month: 3 } });
    expect(inRange({ year: 62, month: 3 }, range)).toBe(true);
    expect(inRange({ year: 62, month: 2 }, range)).toBe(false);
    expect(inRange({ year: 72, month: 4 }, range)).toBe(false);
  });

  it('knows the planner pages', () => {
    expect(isPlannerPath('/uw-gegevens/uw-inzicht')).toBe(true);
    expect(isPlannerPath('/pensioenverkenner/')).toBe(true);
    expect(isPlannerPath('/contact')).toBe(false);
  });
});

describe('working less', () => {
  const basis = parseFranchise(pension.franchise);

  it('matches the contribution basis at the current hours', () => {
    const now = workLessFigures(basis, 100, 45, 'M')!;
    expect(now).toMatchObject({ parttimePct: 100, pensionableSalary: 156400, pensionBase: 122321 });
    expect(now.yearlyPremium).toBeCloseTo(14311.56, 1);
  });

  it('scales base and premium with the part-time factor', () => {
    const half = workLessFigures(basis, 50, 45, 'M')!;
    expect(half.pensionBase).toBe(61160.5);
    expect(Math.round(half.yearlyPremium)).toBe(7156);
    expect(workLessFigures({ ...basis, franchise: undefined }, 50, 45, 'M')).toBeUndefined();
  });
});

describe('the simulated income-data retrieval', () => {
  it('fills the three sources from the portal data, with the BSN masked', () => {
    const intl = createIntl({ locale: 'nl-NL', messages: nl });
    const data = simulateRetrieval(
      intl,
      {
        person: parsePerson(base.person),
        employment: parseEmployment(pension.employment),
        pensions: [{ policyId: 'P1', employerName: 'Bouwbedrijf Van Leeuwen B.V.' }],
        projections: parseProjections(pension.projections),
        policyId: 'P1',
      },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(data.simulated).toBe(true);
    expect(data.retrievedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(data.sources.map((source) => source.sourceId)).toEqual([
      'page.planner.ockto.source.brp',
      'page.planner.ockto.source.uwv',
      'page.planner.ockto.source.mpo',
    ]);
    expect(data.sources[0]?.items).toContainEqual({
      labelId: 'page.profile.data.bsn',
      value: '*****0378',
    });
    expect(data.sources[1]?.items).toContainEqual({
      labelId: 'page.planner.ockto.yearlyIncome',
      value: '€\u00a0156.400',
    });
    expect(data.sources[2]?.items).toEqual([
      {
        labelId: 'page.planner.ockto.pensionAt',
        value: 'Bouwbedrijf Van Leeuwen B.V.: €\u00a038.640 bruto per jaar',
      },
    ]);
  });

  it('without employment says no income was found', () => {
    const intl = createIntl({ locale: 'nl-NL', messages: nl });
    const data = simulateRetrieval(intl, {
      person: parsePerson(base.person),
      employment: null,
      pensions: [],
      projections: parseProjections({}),
    });
    expect(data.sources[1]?.items).toEqual([{ labelId: 'page.planner.ockto.noIncome', value: '' }]);
  });
});
