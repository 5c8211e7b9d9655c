// @vitest-environment node
import { logicScope } from '../flow/logic-scope';
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { scaleBlock, scalePosition } from './scale-block';

describe('scale block', () => {
  const steps = [
    { value: 'Defensive', label: 'x.defensive' },
    { value: 'Neutral', label: 'x.neutral' },
    { value: 'Offensive', label: 'x.offensive' },
  ];

  it('finds the position of the value among the steps', () => {
    expect(scalePosition(steps, 'Neutral')).toBe(1);
    expect(scalePosition(steps, 'Other')).toBe(-1);
  });

  it('resolves the label, the steps and where the rule puts the value', () => {
    const scope = logicScope(sampleFlow, sampleContext({ data: { P: { code: 'Offensive' } } }));
    const block = { type: 'scale', label: 'x.label', value: { var: 'data.P.code' }, steps };
    expect(scaleBlock.resolve(block, scope)).toEqual({
      type: 'scale',
      label: 'x.label',
      steps,
      position: 2,
    });
    expect(scaleBlock.resolve({ ...block, note: 'x.note', value: 'none' }, scope)).toMatchObject({
      position: -1,
      note: 'x.note',
    });
  });
});
