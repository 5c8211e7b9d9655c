// @vitest-environment node
// The rule files of rules/ are checked data, and every permission flag and every policy status is
// evaluated over the stub personas' real answers: the persona files loaded the way the stub loads
// them, served by the stub API, fetched through the portal's own query registry.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { QueryDefinition } from '../src/api/queries/query-definition';
import { queryRegistry } from '../src/api/queries/query-registry';
import { requestHeaders } from '../src/api/request-headers';
import { requestUrl } from '../src/api/request-url';
import { collectVars, operationNames } from '../src/engine/core/logic';
import { evaluateFlags } from '../src/permissions/evaluate-flags';
import { evaluatePolicyStatus } from '../src/permissions/evaluate-policy-status';
import { pendingChoiceFlagNames, pendingChoiceRules } from '../src/permissions/pending-choice';
import { planRuleQuery, queriesFor, ruleQueryNames } from '../src/permissions/rule-queries';
import type { NamedRule, QueryData } from '../src/permissions/rule-types';
import {
  definitionRules,
  permissionFlagNames,
  permissionRules,
  policyStatusRules,
  type PermissionFlag,
} from '../src/permissions/rules';
import { initialSession } from '../src/session/session-store';
import type { ClientSession, Impersonation } from '../src/session/session-types';
import { createApi } from '../stub/api/app';
import { fakeAuth } from '../stub/api/testing/fake-auth';
import { loadPersonas } from '../stub/personas/load';

/** Today in the persona data (stub/personas/README.md). */
const NOW = '2026-11-21';

// Vitest runs from the repository root.
const root = resolve(process.cwd());
const readJson = (path: string) => JSON.parse(readFileSync(`${root}/${path}`, 'utf8')) as unknown;

const personas = loadPersonas(`${root}/stub/personas`);
const api = createApi({
  personas,
  auth: fakeAuth(personas),
  config: { port: 0, issuer: 'http://localhost:4010/oidc', portalOrigins: [], personaDir: '' },
});

/** The client session of a persona signed in (or, for advisors and staff, acting for a member). */
function sessionOf(personaId: string, impersonation?: Impersonation): ClientSession {
  const actor = personas.find(personaId);
  const member = impersonation
    ? personas.findMember(impersonation.personId)
    : personas.findMember(personaId);
  if (!actor || !member) throw new Error(`No member for ${personaId}`);
  return {
    ...initialSession(() => 'rules-test'),
    authMethod:
      actor.kind === 'advisor'
        ? 'AdvisorOneWelcome'
        : actor.kind === 'staff'
          ? 'AAD'
          : 'OneWelcome',
    policyId: member.pensions[0]?.policyId,
    ...(impersonation ? { impersonation } : {}),
    cfData: {
      accessToken: `fake:${personaId}`,
      tokenType: 'Bearer',
      expiresAt: Date.now() + 3.6e6,
    },
  };
}

/** One named query as the portal sends it (registry path, session headers, parse). */
async function runQuery(name: string, params: unknown, session: ClientSession): Promise<unknown> {
  const definition = queryRegistry[
    name as keyof typeof queryRegistry
  ] as unknown as QueryDefinition<unknown, unknown>;
  const request = definition.request(params);
  const answer = await api.request(requestUrl(request), {
    method: request.method ?? 'GET',
    headers: requestHeaders(session),
  });
  if (answer.status === 404 && request.notFoundAsNull) return null;
  if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
  const raw: unknown = await answer.json();
  return definition.parse ? definition.parse(raw) : raw;
}

/** Every rule query's answer for a persona, with the parameters the portal would use. */
async function answersFor(personaId: string, impersonation?: Impersonation): Promise<QueryData> {
  const session = sessionOf(personaId, impersonation);
  const data: QueryData = {};
  for (const name of ruleQueryNames) {
    const plan = planRuleQuery(name, { session, data, policyAvailable: true });
    if (plan.kind === 'none') data[name] = null;
    if (plan.kind === 'run') data[name] = await runQuery(name, plan.params, session);
  }
  return data;
}

const flagsOf = async (personaId: string, impersonation?: Impersonation) =>
  evaluateFlags(permissionRules, await answersFor(personaId, impersonation), NOW);

/** Settings with these feature toggles on. */
const withToggles = (data: QueryData, ...keys: string[]): QueryData => ({
  ...data,
  Settings: { featureToggles: keys.map((key) => ({ key, isEnabled: true })) },
});

describe('rule files', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addSchema(readJson('rules/permissions.schema.json') as object);
  ajv.addSchema(readJson('rules/definitions.schema.json') as object);
  ajv.addSchema(readJson('rules/policy-status.schema.json') as object);
  ajv.addSchema(readJson('rules/pending-choice.schema.json') as object);

  it.each([
    ['rules/permissions.json', 'permissions'],
    ['rules/definitions.json', 'definitions'],
    ['rules/policy-status.json', 'policy-status'],
    ['rules/pending-choice.json', 'pending-choice'],
  ])('%s is valid against its $schema', (file, name) => {
    const data = readJson(file) as { $schema: string };
    expect(data.$schema).toBe(`./${name}.schema.json`);
    const validate = ajv.getSchema(`https://portal.local/rules/${name}.schema.json`);
    expect(validate).toBeDefined();
    expect(validate?.(data), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('hold every permission flag of spec section 6', () => {
    // Spec section 6's list, as the oracle: the portal itself reads the flags from the rules file.
    const specFlags = [
      'hasActivePolicy',
      'hasPensionPolicy',
      'hasExtraDepositPolicy',
      'hasExtraDepositAgreement',
      'hasDefinitivePensionAge',
      'allowExtraDepositChange',
      'allowVisitRetiredSoonPages',
      'allowVisitRetiredSoonComboPages',
      'allowVisitRetiredSoonInvestingPages',
      'allowVisitRetiredSoonGuaranteedPages',
      'allowVisitInvestmentChoicePages',
      'allowVisitWorkLessPage',
      'allowCombinePension',
      'allowVisitStopWorkPage',
      'allowAccrualChange',
      'allowNetPensionChange',
      'allowNetPartnerPensionChange',
      'allowAnwChange',
      'allowAdditionalPartnerPensionChange',
      'allowAdvisorChoices',
    ];
    expect(permissionFlagNames).toEqual(expect.arrayContaining(specFlags));
    // The one addition: which extra-deposit workflow applies (spec section 6, pure net).
    expect(permissionFlagNames.filter((name) => !specFlags.includes(name))).toEqual([
      'extraDepositPureNetWorkflow',
    ]);
  });

  const named: [string, NamedRule, string[]][] = [
    ...Object.entries(definitionRules.definitions).map(
      ([name, rule], index): [string, NamedRule, string[]] => [
        `definition ${name}`,
        rule,
        Object.keys(definitionRules.definitions).slice(0, index),
      ],
    ),
    ...Object.entries(permissionRules.flags).map(([name, rule]): [string, NamedRule, string[]] => [
      `flag ${name}`,
      rule as NamedRule,
      Object.keys(definitionRules.definitions),
    ]),
    [
      'policy status',
      {
        description: '',
        needs: policyStatusRules.needs,
        rule: policyStatusRules.outcomes.flatMap((o) => [o.when, o.code]),
      },
      Object.keys(definitionRules.definitions),
    ],
  ];

  it.each(named)('%s declares every query it reads', (_label, rule, visible) => {
    const needs = new Set<string>(rule.needs);
    for (const path of collectVars(rule.rule)) {
      const [first, second = ''] = path.split('.');
      if (first === 'now') continue;
      if (first === 'featureToggles') {
        expect(needs, `${path} needs Settings`).toContain('Settings');
      } else if (first === 'derived') {
        expect(visible, `${path} is defined before use`).toContain(second);
        const definition = definitionRules.definitions[second];
        for (const query of definition?.needs ?? []) expect(needs, `${path}`).toContain(query);
      } else {
        expect(needs, path).toContain(first);
      }
    }
  });

  it.each(named)('%s names only registered queries and known operations', (_label, rule) => {
    for (const query of rule.needs) {
      expect(Object.keys(queryRegistry)).toContain(query);
      expect(ruleQueryNames).toContain(query as never);
    }
    const operators = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          operators.add(key);
          walk(value);
        }
      }
    };
    walk(rule.rule);
    for (const operator of operators) expect(operationNames).toContain(operator);
  });

  it('fetch a query only when a rule needs it, after the queries its parameters come from', () => {
    expect(queriesFor(['PolicyDetails'])).toEqual(['PolicyDetails']);
    expect(queriesFor(['EmployerImpersonationPermission', 'PolicyDetails'])).toEqual([
      'PolicyDetails',
      'AgreementDetails',
      'AdvisorDetails',
      'EmployerImpersonationPermission',
    ]);
  });
});

/** Expected flags per persona; flags not listed are checked by other rows or tests. */
const expectations: Record<string, Partial<Record<PermissionFlag, boolean>>> = {
  'member-active': {
    hasActivePolicy: true,
    hasPensionPolicy: true,
    hasExtraDepositPolicy: true,
    hasExtraDepositAgreement: true,
    hasDefinitivePensionAge: false,
    allowExtraDepositChange: true,
    extraDepositPureNetWorkflow: false,
    allowVisitRetiredSoonPages: false,
    allowVisitRetiredSoonComboPages: false,
    allowVisitRetiredSoonInvestingPages: false,
    allowVisitRetiredSoonGuaranteedPages: false,
    allowVisitInvestmentChoicePages: true,
    allowVisitWorkLessPage: true,
    allowCombinePension: true,
    allowVisitStopWorkPage: true,
    allowAccrualChange: true,
    allowNetPensionChange: true,
    allowNetPartnerPensionChange: true,
    allowAnwChange: true,
    allowAdditionalPartnerPensionChange: true,
    allowAdvisorChoices: true,
  },
  'member-final-age': {
    hasDefinitivePensionAge: true,
    allowVisitStopWorkPage: false,
    hasActivePolicy: true,
    // Personal pension date 2029-06-01: within 5 years, investments only.
    allowVisitRetiredSoonPages: true,
    allowVisitRetiredSoonInvestingPages: true,
    allowVisitRetiredSoonComboPages: false,
    allowVisitRetiredSoonGuaranteedPages: false,
  },
  'member-guaranteed': {
    allowVisitInvestmentChoicePages: false,
    allowVisitRetiredSoonPages: false,
    hasActivePolicy: true,
    // NA projection check, active, gross guaranteed cover.
    allowAccrualChange: true,
  },
  'member-paid-up': {
    hasActivePolicy: false,
    hasPensionPolicy: true,
    allowAdvisorChoices: false,
    hasExtraDepositPolicy: false,
    hasExtraDepositAgreement: true,
    allowExtraDepositChange: false,
    allowVisitWorkLessPage: false,
    allowCombinePension: false,
    allowAccrualChange: false,
    allowNetPensionChange: false,
    allowNetPartnerPensionChange: false,
    allowAnwChange: false,
    allowAdditionalPartnerPensionChange: false,
  },
  'member-no-package': {
    // REG policy without any package: active, but no gross, basic or net pension package.
    hasActivePolicy: true,
    hasPensionPolicy: false,
    hasExtraDepositPolicy: false,
    // The agreement is the employer's usual one, extra deposits included.
    hasExtraDepositAgreement: true,
    allowExtraDepositChange: true,
    // No projections and no gross cover: nothing to invest or decide on yet.
    allowVisitInvestmentChoicePages: false,
    allowAccrualChange: false,
    // Salary below the fiscal maximum.
    allowNetPensionChange: false,
    allowVisitStopWorkPage: true,
    allowVisitRetiredSoonPages: false,
  },
  'member-no-extra-deposit': {
    hasActivePolicy: true,
    hasPensionPolicy: true,
    hasExtraDepositPolicy: false,
    hasExtraDepositAgreement: false,
    allowExtraDepositChange: false,
    extraDepositPureNetWorkflow: false,
    // Otherwise as member-active.
    allowVisitInvestmentChoicePages: true,
    allowAccrualChange: true,
    allowNetPensionChange: true,
    allowAdvisorChoices: true,
  },
  'member-pure-net': {
    hasActivePolicy: true,
    hasPensionPolicy: true,
    allowExtraDepositChange: true,
    extraDepositPureNetWorkflow: true,
    // The net package is mandatory: nothing to choose.
    allowNetPensionChange: false,
    allowNetPartnerPensionChange: false,
    // Net investments only: no gross cover for an accrual decision, but investment choice.
    allowAccrualChange: false,
    allowVisitInvestmentChoicePages: true,
  },
  'member-retiring-investing': {
    allowVisitRetiredSoonPages: true,
    allowVisitRetiredSoonInvestingPages: true,
    allowVisitRetiredSoonGuaranteedPages: false,
    allowVisitRetiredSoonComboPages: false,
    allowVisitInvestmentChoicePages: true,
  },
  'member-retiring-guaranteed': {
    allowVisitRetiredSoonPages: true,
    allowVisitRetiredSoonInvestingPages: false,
    allowVisitRetiredSoonGuaranteedPages: true,
    allowVisitRetiredSoonComboPages: false,
    allowVisitInvestmentChoicePages: false,
  },
  'member-retiring-combo': {
    allowVisitRetiredSoonPages: true,
    allowVisitRetiredSoonInvestingPages: false,
    allowVisitRetiredSoonGuaranteedPages: false,
    allowVisitRetiredSoonComboPages: true,
    allowVisitInvestmentChoicePages: true,
  },
  'member-wtp': {
    hasActivePolicy: true,
    allowVisitInvestmentChoicePages: true,
    allowVisitRetiredSoonPages: false,
  },
  'member-multi': {
    // The first policy (the active one) is selected.
    hasActivePolicy: true,
    allowCombinePension: true,
  },
  'member-english': {
    // Same employer as member-active, whose advisor may be given permission.
    allowAdvisorChoices: true,
    allowNetPensionChange: true,
  },
};

describe('pending-choice flags over the stub personas', () => {
  /** The pending-choice flags that hold for a persona. */
  const pendingOf = async (personaId: string) => {
    const flags = evaluateFlags(pendingChoiceRules, await answersFor(personaId), NOW);
    for (const name of pendingChoiceFlagNames) expect(typeof flags[name], name).toBe('boolean');
    return pendingChoiceFlagNames.filter((name) => flags[name]);
  };

  it('block only the investment areas of member-pending (an investment choice, fund switches)', async () => {
    expect(await pendingOf('member-pending')).toEqual([
      'pendingInvestmentChoice',
      'pendingAccrualManner',
    ]);
  });

  it('block every area of member-pending-requests', async () => {
    expect(await pendingOf('member-pending-requests')).toEqual(pendingChoiceFlagNames);
  });

  it('block nothing for a member without pending requests', async () => {
    expect(await pendingOf('member-active')).toEqual([]);
  });
});

describe('permission flags over the stub personas', () => {
  it.each(Object.entries(expectations))('%s', async (personaId, expected) => {
    const flags = await flagsOf(personaId);
    for (const name of permissionFlagNames) expect(typeof flags[name], name).toBe('boolean');
    expect(flags).toMatchObject(expected);
  });

  it('give an advisor acting for member-active the advisor choices', async () => {
    const member = personas.findMember('member-active');
    const flags = await flagsOf('advisor-1', {
      personId: member?.person.personDetailsInfo.basicPersonInfo.personId ?? '',
      advisorId: 'advisor-1',
      employerId: '4100123',
    });
    expect(flags.allowAdvisorChoices).toBe(true);
    expect(flags.hasActivePolicy).toBe(true);
  });

  it('make DIS an active policy while AllowDISPolicyStatus is on', async () => {
    const data = await answersFor('member-dis');
    expect(evaluateFlags(permissionRules, data, NOW).hasActivePolicy).toBe(false);
    const toggled = evaluateFlags(permissionRules, withToggles(data, 'AllowDISPolicyStatus'), NOW);
    expect(toggled.hasActivePolicy).toBe(true);
    expect(toggled.allowVisitWorkLessPage).toBe(true);
  });

  it('count a personal pension date as soon only from today up to 5 years ahead', async () => {
    const data = await answersFor('member-retiring-investing');
    const at = (now: string) =>
      evaluateFlags(permissionRules, data, now, { flags: ['allowVisitRetiredSoonPages'] })
        .allowVisitRetiredSoonPages;
    expect(at('2022-04-01')).toBe(true);
    expect(at('2022-03-31')).toBe(false);
    expect(at('2027-04-01')).toBe(true);
    expect(at('2027-04-02')).toBe(false);
  });

  it('allow an accrual decision on OK, never on NOK (spec section 4)', async () => {
    const data = await answersFor('member-pure-net');
    const withCheck = (code: string): QueryData => ({
      ...data,
      ProjectionsQuery: {
        ...(data.ProjectionsQuery as object),
        projectionCheckResult: { code },
      },
    });
    const accrual = (d: QueryData) =>
      evaluateFlags(permissionRules, d, NOW, { flags: ['allowAccrualChange'] }).allowAccrualChange;
    expect(accrual(withCheck('OK'))).toBe(true);
    expect(accrual(withCheck('NOK'))).toBe(false);
    const active = await answersFor('member-active');
    expect(
      accrual({
        ...active,
        ProjectionsQuery: {
          ...(active.ProjectionsQuery as object),
          projectionCheckResult: { code: 'NOK' },
        },
      }),
    ).toBe(false);
  });

  it('allow net pension only from the fiscal maximum salary, Anw only while selectable', async () => {
    const data = await answersFor('member-active');
    const flags = (changed: QueryData) =>
      evaluateFlags(permissionRules, { ...data, ...changed }, NOW, {
        flags: ['allowNetPensionChange', 'allowNetPartnerPensionChange', 'allowAnwChange'],
      });
    const employment = structuredClone(data.EmploymentDetails) as {
      employmentSchemeDataCollection: { endDate: string | null; pensionableSalary: number }[];
    };
    for (const period of employment.employmentSchemeDataCollection) {
      if (period.endDate === null) period.pensionableSalary = 140795;
    }
    expect(flags({ EmploymentDetails: employment })).toMatchObject({
      allowNetPensionChange: false,
      allowNetPartnerPensionChange: false,
    });
    expect(flags({ GlobalParameters: { entryCollection: [] } }).allowNetPensionChange).toBe(false);
    const frame = structuredClone(data.AnwVoluntaryInfo) as {
      coverFrameCollection: { coverType: { code: string }; selectability: string }[];
    };
    for (const cover of frame.coverFrameCollection) {
      if (cover.coverType.code === 'ANW_VOL') cover.selectability = 'NOT_SELECTABLE';
    }
    expect(flags({ AnwVoluntaryInfo: frame }).allowAnwChange).toBe(false);
  });

  it('leave a flag undefined until every query it needs has answered', async () => {
    const { AnwVoluntaryInfo: _, ...data } = await answersFor('member-active');
    const flags = evaluateFlags(permissionRules, data, NOW);
    expect(flags.allowAnwChange).toBeUndefined();
    expect(flags.hasActivePolicy).toBe(true);
  });
});

/** The personas a policy status denies, with their code (stub/personas/README.md). */
const deniedPersonas: Record<string, string> = {
  'member-end': 'END',
  'member-phol': 'PHOL',
  'member-ret': 'RET',
  'member-dec': 'DEC',
  'member-spl': 'SPL',
  'member-dis': 'DIS',
  'member-lpa-clo': 'LPA.CLO',
  'member-lpa-ret': 'LPA.RET',
  'member-lpa-dis': 'LPA.DIS',
  'member-bpp': 'BPP',
};

/** Every member persona whose answers are not faults. */
const memberPersonas = personas
  .all()
  .filter((p) => p.kind === 'member' && !p.faults?.length)
  .map((p) => p.id);

describe('policy status over the stub personas (spec section 4)', () => {
  it('covers each denied persona', () => {
    expect(memberPersonas).toEqual(expect.arrayContaining(Object.keys(deniedPersonas)));
  });

  it.each(memberPersonas)('%s', async (personaId) => {
    expect(evaluatePolicyStatus(policyStatusRules, await answersFor(personaId), NOW)).toBe(
      deniedPersonas[personaId] ?? null,
    );
  });

  it('let DIS in with AllowDISPolicyStatus and BPP in with AccessForDivorced', async () => {
    const dis = await answersFor('member-dis');
    expect(
      evaluatePolicyStatus(policyStatusRules, withToggles(dis, 'AllowDISPolicyStatus'), NOW),
    ).toBeNull();
    const bpp = await answersFor('member-bpp');
    expect(
      evaluatePolicyStatus(policyStatusRules, withToggles(bpp, 'AccessForDivorced'), NOW),
    ).toBeNull();
  });

  it('deny an equalized partner pension (PP_EQ) as BPP too', async () => {
    const data = await answersFor('member-active');
    const policy = structuredClone(data.PolicyDetails) as {
      packageDetailsCollection: { coverDetailsCollection: { coverType: { code: string } }[] }[];
    };
    policy.packageDetailsCollection[0]?.coverDetailsCollection.push({
      coverType: { code: 'PP_EQ' },
    });
    expect(evaluatePolicyStatus(policyStatusRules, { ...data, PolicyDetails: policy }, NOW)).toBe(
      'BPP',
    );
  });

  it('waits for the policy data', () => {
    expect(evaluatePolicyStatus(policyStatusRules, { Settings: {} }, NOW)).toBeUndefined();
  });
});
