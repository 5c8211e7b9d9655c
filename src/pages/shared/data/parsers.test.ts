import base from '../../../../stub/personas/base-member.json';
import { agreementCover, isWtp, parseAgreement } from './agreement';
import { currentPeriod, parseEmployment } from './employment';
import { contributionPct, parseFranchise } from './franchise';
import { parseMessages } from './messages';
import { ageOn, formalName, fullName, parsePerson } from './person';
import { coverOf, parsePolicy, yearlyPremium } from './policy';
import { groupKind, parseProjections, parseScenario, payingGroups, totalOf } from './projections';
import { codeOf, list, record, text, yearMonth } from './read';
import { investedValue, parseUnitLink } from './unit-link';

const pension = base.pensions[0]!;

describe('readers', () => {
  it('read odd answers as empty, never crash', () => {
    expect(record(null)).toEqual({});
    expect(record([1])).toEqual({});
    expect(list('x')).toEqual([]);
    expect(text('')).toBeUndefined();
    expect(text(12)).toBe('12');
    expect(codeOf({ code: 'REG' })).toBe('REG');
    expect(codeOf('OP_DC')).toBe('OP_DC');
    expect(yearMonth({ year: 67, month: 3 })).toEqual({ year: 67, month: 3 });
    expect(yearMonth({ month: 3 })).toBeUndefined();
    expect(parseProjections(undefined)).toEqual({ groups: [] });
    expect(parseUnitLink('junk').portfolios).toEqual([]);
    expect(parseEmployment(null)).toBeNull();
  });
});

describe('projections', () => {
  it('classifies the UCM groups of spec section 3', () => {
    expect(groupKind('Opbouw UL Bruto')).toBe('investment');
    expect(groupKind('Opbouw UL Netto')).toBe('net');
    expect(groupKind('Opbouw Verzekerd Pensioen')).toBe('guaranteed');
    expect(groupKind('Opbouw WTP Bruto')).toBe('investment');
  });

  it('sums a payment type per scenario and leaves out groups that pay nothing', () => {
    const projections = parseProjections({
      nlUcmProjectionsDCCqCollection: [
        {
          groupIdentifier: 'Opbouw UL Bruto',
          paymentCollection: [{ paymentType: 'OP', expectedNominal: 0 }],
        },
        {
          groupIdentifier: 'Opbouw Verzekerd Pensioen',
          paymentCollection: [
            {
              paymentType: 'OP',
              expectedNominal: 100,
              pessimisticNominal: 100,
              optimisticNominal: 100,
            },
          ],
        },
      ],
    });
    expect(payingGroups(projections).map((group) => group.kind)).toEqual(['guaranteed']);
    expect(totalOf(projections, 'OP')).toEqual({
      expected: 100,
      pessimistic: 100,
      optimistic: 100,
      expectedReal: 100,
    });
    expect(totalOf(projections, 'PP')).toBeUndefined();
  });

  it('reads the persona projections and a scenario answer', () => {
    const projections = parseProjections(pension.projections);
    expect(totalOf(projections, 'OP')?.expected).toBe(38640);
    expect(totalOf(projections, 'PP')?.pessimistic).toBe(19005);
    const scenario = parseScenario({ currentSituation: pension.projections, newSituation: {} });
    expect(totalOf(scenario.current, 'OP')?.optimistic).toBe(52980);
    expect(scenario.next.groups).toEqual([]);
  });
});

describe('policy, agreement, employment, franchise', () => {
  it('reads covers, premiums and pending requests', () => {
    const policy = parsePolicy(pension.policy);
    expect(coverOf(policy, 'PP_RISK')?.insuredAmount).toBe(42812);
    expect(Math.round(yearlyPremium(policy))).toBe(15901);
    expect(policy.pendingRequests).toEqual([]);
  });

  it('reads the agreement offer and the scheme system', () => {
    const agreement = parseAgreement(pension.agreement);
    expect(agreementCover(agreement, 'ANW_VOL')).toMatchObject({
      selectability: 'SELECTABLE',
      defaultSelected: false,
      defaultValue: 19260,
      premiumRatePct: 1.3,
    });
    expect(agreement.extraDeposit).toMatchObject({ isGrossAllowed: true, minimumAmount: 100 });
    expect(isWtp(agreement)).toBe(false);
  });

  it('takes the running employment period, and the contribution by age and gender', () => {
    expect(currentPeriod(parseEmployment(pension.employment))?.pensionableSalary).toBe(156400);
    const franchise = parseFranchise(pension.franchise);
    expect(contributionPct(franchise.ageRanges, 45, 'M')).toBe(11.7);
    expect(contributionPct(franchise.ageRanges, 66, 'F')).toBe(26.2);
    expect(contributionPct(franchise.ageRanges, 70, 'F')).toBeUndefined();
  });
});

describe('person, messages, investments', () => {
  it('reads the person with partner and children', () => {
    const person = parsePerson(base.person);
    expect(formalName(person.person)).toBe('J. de Vries');
    expect(fullName(person.partner!.person)).toBe('Sanne Bakker');
    expect(person.children).toHaveLength(2);
    expect(person.language).toBe('nl');
    expect(ageOn('1981-05-14', new Date(2026, 10, 21))).toBe(45);
    expect(ageOn('1981-11-22', new Date(2026, 10, 21))).toBe(44);
  });

  it('sorts messages newest first and knows which are unread', () => {
    const messages = parseMessages(pension.messages);
    expect(messages.map((message) => message.id)).toEqual(['700104', '700103', '700102', '700101']);
    expect(messages.filter((message) => message.unread)).toHaveLength(2);
    expect(messages[0]?.attachments).toEqual([
      { documentId: '900101', title: 'Uniform Pensioenoverzicht 2026' },
    ]);
  });

  it('reads the funds and graph data', () => {
    const info = parseUnitLink(pension.unitLink);
    expect(investedValue(info)).toBe(142318.64);
    expect(info.graph.historicCapital.gross[0]).toEqual({ date: '2014-12-31', value: 7420.1 });
    expect(info.graph.totalInvestment.grossExtra).toBe(6000);
    expect(info.portfolios[0]?.funds.map((fund) => fund.targetPct)).toEqual([50, 10, 25, 15]);
  });
});
