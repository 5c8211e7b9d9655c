// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { isNothingChanged } from './is-nothing-changed';

describe('isNothingChanged', () => {
  it('holds when the answers equal what is in place', () => {
    expect(isNothingChanged(sampleFlow, sampleContext({ answers: { kies: { type: 'a' } } }))).toBe(
      true,
    );
    expect(isNothingChanged(sampleFlow, sampleContext({ answers: { kies: { type: 'b' } } }))).toBe(
      false,
    );
  });

  it('is false for a flow without the rule', () => {
    const { nothingChanged: _, ...flow } = sampleFlow;
    expect(isNothingChanged(flow, sampleContext({ answers: { kies: { type: 'a' } } }))).toBe(false);
  });
});
