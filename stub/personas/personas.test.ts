// Every persona the portal's tests rely on exists and shows what its name promises.
import { fileURLToPath } from 'node:url';
import { isValidBsn } from '../../src/validation/bsn';
import { loadPersonas } from './load';
import type { MemberPersona, Pension } from './types';

const store = loadPersonas(fileURLToPath(new URL('.', import.meta.url)));
const today = '2026-11-21';
const member = (id: string): MemberPersona => {
  const persona = store.findMember(id);
  if (!persona) throw new Error(`missing member persona ${id}`);
  return persona;
};
const first = (id: string): Pension => member(id).pensions[0] as Pension;
const yearsUntil = (date: string) => (Date.parse(date) - Date.parse(today)) / (365.25 * 864e5);
const ageOn = (birth: string) => yearsUntil(today) - yearsUntil(birth);
const coverCodes = (p: Pension) =>
  p.policy.packageDetailsCollection.flatMap((pkg) =>
    pkg.coverDetailsCollection.map((c) => c.coverType.code),
  );
const group = (p: Pension, name: string) =>
  p.projections.nlUcmProjectionsDCCqCollection.find((g) => g.groupIdentifier === name);
const expected = (p: Pension, name: string) =>
  (group(p, name)?.paymentCollection ?? []).reduce((sum, pay) => sum + pay.expectedNominal, 0);

const required = [
  ...'active wtp guaranteed pure-net retiring-investing retiring-guaranteed retiring-combo final-age paid-up multi pending english dis ret end phol dec spl lpa-clo lpa-ret lpa-dis bpp no-package no-extra-deposit'
    .split(' ')
    .map((s) => `member-${s}`),
  ...'maintenance pna poh unauthorized general-10001 no-stub projections pension-info'
    .split(' ')
    .map((s) => `fault-${s}`),
  'advisor-1',
  'staff-1',
];

describe('persona catalogue', () => {
  it.each(required)('%s exists', (id) => expect(store.has(id)).toBe(true));

  it('gives every member a valid, unique BSN and every partner and child a valid one', () => {
    const members = store.all().filter((p) => p.kind === 'member') as MemberPersona[];
    const bsns = members.map((m) => m.person.personDetailsInfo.basicPersonInfo.centralRegistration);
    expect(new Set(bsns).size).toBe(bsns.length);
    for (const m of members) {
      const all = [
        m.person.personDetailsInfo.basicPersonInfo,
        ...(m.person.partnerDetailsInfo ? [m.person.partnerDetailsInfo.basicPersonInfo] : []),
        ...m.person.childrenCollection.map((c) => c.basicPersonInfo),
      ];
      for (const info of all)
        expect(isValidBsn(info.centralRegistration), `${m.id} ${info.lastName}`).toBe(true);
    }
  });

  it('member-active is the rich base case', () => {
    const m = member('member-active');
    const p = first('member-active');
    const salary = (
      p.employment?.employmentSchemeDataCollection.at(-1) as { pensionableSalary: number }
    ).pensionableSalary;
    const fiscalMax =
      m.globalParameters.entryCollection.find((e) => e.id === 'fiscalMaxPensionableSalary')
        ?.value ?? 0;
    expect(Math.floor(ageOn(m.person.personDetailsInfo.basicPersonInfo.dateOfBirth))).toBe(45);
    expect(p.policy.lifePolicyStatus.code).toBe('REG');
    expect(p.agreement.packagesCollection[0]?.packageRuleCharacteristics[0]?.code).toBe(
      'U0711-1001',
    );
    expect(p.unitLink.investmentProfile.code).toBe('Neutral');
    expect(m.person.partnerDetailsInfo).not.toBeNull();
    expect(m.person.childrenCollection).toHaveLength(2);
    expect(salary).toBeGreaterThan(fiscalMax);
    const covers = p.agreement.packagesCollection.flatMap((pkg) => pkg.coversCollection);
    expect(covers.find((c) => c.coverType.code === 'ANW_VOL')?.selectability.code).toBe(
      'SELECTABLE',
    );
    expect(
      p.agreement.packagesCollection.find((pkg) => pkg.schemeType === 'net')?.selectability.code,
    ).toBe('SELECTABLE');
    expect(p.agreement.extraDepositAgreement).toMatchObject({
      isGrossAllowed: true,
      isNetAllowed: true,
    });
    expect(p.personalPensionAge.finalPersonalPensionAge).toBeNull();
    expect(p.messages.filter((msg) => msg.status === 'Ongelezen')).toHaveLength(2);
  });

  it('member-wtp is a WTP scheme with WTP insured pension', () => {
    const p = first('member-wtp');
    expect(
      p.agreement.packagesCollection.every(
        (pkg) => pkg.packageRuleCharacteristics[0]?.code === 'U0711-1002',
      ),
    ).toBe(true);
    expect(p.wtpInsuredPension).not.toBeNull();
  });

  it('member-guaranteed is pure gross guaranteed', () => {
    const p = first('member-guaranteed');
    expect(expected(p, 'Opbouw UL Bruto')).toBeLessThanOrEqual(0);
    expect(expected(p, 'Opbouw Verzekerd Pensioen')).toBeGreaterThan(0);
  });

  it('member-pure-net has a pure net agreement', () => {
    expect(first('member-pure-net').agreement.agreementDetailsInfo.isPureNet).toBe(true);
  });

  it.each([
    ['member-retiring-investing', true, false],
    ['member-retiring-guaranteed', false, true],
    ['member-retiring-combo', true, true],
  ])('%s retires within 5 years (investing %s, guaranteed %s)', (id, investing, guaranteed) => {
    const p = first(id);
    const years = yearsUntil(p.policy.personalPensionDate);
    expect(years).toBeGreaterThan(0);
    expect(years).toBeLessThanOrEqual(5);
    expect(p.personalPensionAge.personalPensionDate).toBe(p.policy.personalPensionDate);
    expect(expected(p, 'Opbouw UL Bruto') > 0).toBe(investing);
    expect(coverCodes(p).includes('OP_GAR')).toBe(guaranteed);
  });

  it('member-active is not near retirement', () => {
    expect(yearsUntil(first('member-active').policy.personalPensionDate)).toBeGreaterThan(5);
  });

  it('member-final-age has a final personal pension age', () => {
    expect(first('member-final-age').personalPensionAge.finalPersonalPensionAge).not.toBeNull();
  });

  it('member-paid-up is PAID with no employment', () => {
    const p = first('member-paid-up');
    expect(p.policy.lifePolicyStatus.code).toBe('PAID');
    expect(p.employment).toBeNull();
  });

  it('member-no-package is REG with no package on its policy, so nothing accrued yet', () => {
    const p = first('member-no-package');
    expect(p.policy.lifePolicyStatus.code).toBe('REG');
    expect(p.policy.packageDetailsCollection).toEqual([]);
    expect(p.projections.nlUcmProjectionsDCCqCollection).toEqual([]);
    expect(p.unitLink.portfolioInformationCollection).toEqual([]);
    expect(p.agreement.extraDepositAgreement).not.toBeNull();
  });

  it('member-no-extra-deposit has an agreement without extra-deposit rules', () => {
    const p = first('member-no-extra-deposit');
    expect(p.policy.lifePolicyStatus.code).toBe('REG');
    expect(p.agreement.extraDepositAgreement).toBeNull();
    const schemes = [
      ...p.agreement.packagesCollection.map((pkg) => pkg.schemeType),
      ...p.policy.packageDetailsCollection.map((pkg) => pkg.schemeType),
    ];
    expect(schemes).not.toContain('extraDeposit');
    expect(p.policy.packageDetailsCollection.map((pkg) => pkg.schemeType)).toContain('gross');
    expect(p.extraSavings.extraDepositCollection).toEqual([]);
  });

  it('member-multi has two pensions with their own ids', () => {
    const ids = member('member-multi').pensions.map((p) => p.policyId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('member-pending has a pending request and pending trades', () => {
    const p = first('member-pending');
    expect(p.policy.pendingRequestCollection.length).toBeGreaterThan(0);
    expect(p.unitLink.pendingTradesCollection.length).toBeGreaterThan(0);
  });

  it('member-english prefers English', () => {
    expect(
      member('member-english').person.personDetailsInfo.contactDetails
        .communicationLanguagePreference.code,
    ).toBe('en');
  });

  it.each(['DIS', 'RET', 'END', 'PHOL', 'DEC', 'SPL'])('member-%s has policy status %s', (code) => {
    expect(first(`member-${code.toLowerCase()}`).policy.lifePolicyStatus.code).toBe(code);
  });

  it.each([
    ['member-lpa-clo', 'closed'],
    ['member-lpa-ret', 'retired'],
    ['member-lpa-dis', 'disabled'],
  ])('%s is REG with a %s package', (id, status) => {
    const p = first(id);
    expect(p.policy.lifePolicyStatus.code).toBe('REG');
    expect(p.policy.packageDetailsCollection.map((pkg) => pkg.lifePackageStatus.code)).toContain(
      status,
    );
  });

  it('member-bpp has a special partner pension cover', () => {
    expect(coverCodes(first('member-bpp'))).toContain('BPP');
  });

  it.each([
    ['fault-maintenance', 'maintenance'],
    ['fault-pna', 'pna'],
    ['fault-poh', 'poh'],
    ['fault-unauthorized', 'unauthorized'],
    ['fault-general-10001', 'general-10001'],
    ['fault-no-stub', 'no-stub'],
    ['fault-projections', 'projections'],
    ['fault-pension-info', 'null-reference'],
  ])('%s declares the %s fault', (id, fault) => {
    expect(member(id).faults?.map((f) => f.fault)).toContain(fault);
  });

  it('advisor-1 serves member-active’s employer with permission and impersonates member-active', () => {
    const advisor = store.find('advisor-1');
    const employer = first('member-active').agreement.agreementDetailsInfo.companyId;
    const company = advisor?.advisor?.companyDetailsItemCollection[0]?.companyId;
    expect(advisor?.kind).toBe('advisor');
    expect(advisor?.impersonates).toBe('member-active');
    expect(advisor?.advisor?.employerCompanyIds).toContain(employer);
    expect(member('member-active').permissions).toContainEqual(
      expect.objectContaining({ to: company, relatesTo: employer }),
    );
  });

  it.each(['member-dec', 'member-english', 'member-multi'])(
    '%s gave advisor-1’s company no permission',
    (id) => {
      const company = store.find('advisor-1')?.advisor?.companyDetailsItemCollection[0]?.companyId;
      expect(member(id).permissions?.filter((p) => p.to === company) ?? []).toEqual([]);
    },
  );

  it('staff-1 is staff impersonating member-active', () => {
    expect(store.summary('staff-1')).toMatchObject({ kind: 'staff' });
    expect(store.find('staff-1')?.impersonates).toBe('member-active');
  });

  it('finds personas by person id and summarises them', () => {
    const summary = store.summary('member-active');
    expect(summary).toMatchObject({ name: 'J. (Jan) de Vries', kind: 'member' });
    expect(store.summary(summary.personId).id).toBe('member-active');
  });
});
