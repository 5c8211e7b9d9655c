import { participantLabelOf } from '../analytics';
import { ruleCharacteristicsOf } from './participant-label';

describe('ruleCharacteristicsOf', () => {
  it('reads the package rule codes of every package of the agreement', () => {
    const agreement = {
      packagesCollection: [
        { packageRuleCharacteristics: [{ code: 'U0711-1002', description: 'WTP' }] },
        { packageRuleCharacteristics: [] },
        {},
      ],
    };
    expect(ruleCharacteristicsOf(agreement)).toEqual(['U0711-1002']);
    expect(participantLabelOf(ruleCharacteristicsOf(agreement))).toBe('wtp');
  });

  it('reads nothing from an answer without packages', () => {
    expect(ruleCharacteristicsOf(null)).toEqual([]);
    expect(ruleCharacteristicsOf({ packagesCollection: 'x' })).toEqual([]);
  });
});
