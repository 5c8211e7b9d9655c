import { evaluateFlags } from './evaluate-flags';
import type { PermissionRules } from './rule-types';

const rules: PermissionRules<'active' | 'soon' | 'toggled'> = {
  flags: {
    active: {
      description: 'REG',
      needs: ['PolicyDetails'],
      rule: { '==': [{ var: 'PolicyDetails.lifePolicyStatus.code' }, 'REG'] },
    },
    soon: {
      description: 'within a year of now',
      needs: ['PolicyDetails'],
      rule: {
        date_between: [
          { var: 'PolicyDetails.personalPensionDate' },
          { var: 'now' },
          { add_years: [{ var: 'now' }, 1] },
        ],
      },
    },
    toggled: {
      description: 'a feature toggle',
      needs: ['Settings'],
      rule: { var: 'featureToggles.Beta' },
    },
  },
};

const policy = { lifePolicyStatus: { code: 'REG' }, personalPensionDate: '2027-06-01' };
const noDefinitions = { definitions: { definitions: {} } };

describe('evaluateFlags', () => {
  it('evaluates every flag whose queries have answered, as booleans', () => {
    expect(evaluateFlags(rules, { PolicyDetails: policy }, '2026-11-21', noDefinitions)).toEqual({
      active: true,
      soon: true,
      toggled: undefined,
    });
  });

  it('reads the moment from `now`, never the clock', () => {
    const at = (now: string) =>
      evaluateFlags(rules, { PolicyDetails: policy }, now, noDefinitions).soon;
    expect(at('2026-06-01')).toBe(true);
    expect(at('2026-05-31')).toBe(false);
  });

  it('reads feature toggles from Settings', () => {
    const on = { featureToggles: [{ key: 'Beta', isEnabled: true }] };
    expect(evaluateFlags(rules, { Settings: on }, 0, noDefinitions).toggled).toBe(true);
    expect(evaluateFlags(rules, { Settings: {} }, 0, noDefinitions).toggled).toBe(false);
  });

  it('treats a null answer as answered (false rules), and evaluates only the asked flags', () => {
    expect(
      evaluateFlags(rules, { PolicyDetails: null }, 0, { ...noDefinitions, flags: ['active'] }),
    ).toEqual({ active: false });
  });
});
