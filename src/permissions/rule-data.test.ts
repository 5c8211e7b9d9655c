import { buildRuleData, featureTogglesOf, needsMet } from './rule-data';
import type { DefinitionRules } from './rule-types';

const definitions: DefinitionRules = {
  definitions: {
    status: {
      description: 'status',
      needs: ['PolicyDetails'],
      rule: { var: 'PolicyDetails.code' },
    },
    active: {
      description: 'reads the one above',
      needs: ['PolicyDetails'],
      rule: { '==': [{ var: 'derived.status' }, 'REG'] },
    },
    toggled: { description: 'toggle', needs: ['Settings'], rule: { var: 'featureToggles.X' } },
  },
};

describe('featureTogglesOf', () => {
  it('maps the Settings toggles by key', () => {
    expect(
      featureTogglesOf({
        featureToggles: [
          { key: 'AccessForDivorced', isEnabled: true },
          { key: 'AllowDISPolicyStatus', isEnabled: false },
        ],
      }),
    ).toEqual({ AccessForDivorced: true, AllowDISPolicyStatus: false });
  });

  it('gives no toggles for a missing or odd answer', () => {
    expect(featureTogglesOf(undefined)).toEqual({});
    expect(featureTogglesOf(null)).toEqual({});
    expect(featureTogglesOf({ featureToggles: 'no' })).toEqual({});
  });

  it("starts from the configuration's defaults; a toggle Settings lists wins", () => {
    const defaults = { AllowEnglish: true, AccessForDivorced: true };
    expect(
      featureTogglesOf(
        { featureToggles: [{ key: 'AccessForDivorced', isEnabled: false }] },
        defaults,
      ),
    ).toEqual({ AllowEnglish: true, AccessForDivorced: false });
    expect(featureTogglesOf(undefined, defaults)).toEqual(defaults);
  });
});

describe('buildRuleData', () => {
  it('evaluates definitions in order, each able to read the ones before it', () => {
    const data = buildRuleData({ PolicyDetails: { code: 'REG' } }, '2026-11-21', definitions);
    expect(data.derived).toEqual({ status: 'REG', active: true });
    expect(data.now).toBe('2026-11-21');
  });

  it('leaves out a definition until its queries have answered; null is an answer', () => {
    expect(buildRuleData({}, 0, definitions).derived).toEqual({});
    const data = buildRuleData({ Settings: null }, 0, definitions);
    expect(data.derived).toEqual({ toggled: null });
  });
});

describe('needsMet', () => {
  it('is true when every need is present, null included', () => {
    expect(needsMet(['PolicyDetails', 'Settings'], { PolicyDetails: {}, Settings: null })).toBe(
      true,
    );
    expect(needsMet(['PolicyDetails', 'Settings'], { PolicyDetails: {} })).toBe(false);
    expect(needsMet([], {})).toBe(true);
  });
});
