import { sampleContext, sampleResources } from '../../core/testing/sample-flow';
import { sameContext, sameStepProps, sameValue } from './same-step-props';
import type { StepViewProps } from './step-view';

describe('sameValue', () => {
  it('compares JSON-like values by content', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(new Date(5), new Date(6))).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('sameStepProps', () => {
  const context = sampleContext({ answers: { kies: { type: 'a' } } });
  const props: StepViewProps = {
    resources: sampleResources,
    step: sampleResources.flow.steps[2]!,
    context,
    values: {},
    errors: [],
    onFieldChange: () => {},
    onFieldBlur: () => {},
    onEdit: () => {},
  };

  it('holds for a new context with the same answers, data, flags, session and moment', () => {
    const rebuilt = { ...context, answers: { kies: { type: 'a' } } };
    expect(sameContext(context, rebuilt)).toBe(true);
    expect(sameStepProps(props, { ...props, context: rebuilt })).toBe(true);
  });

  it('fails for other answers, other data or any other prop', () => {
    const answers = { ...context, answers: { kies: { type: 'b' } } };
    expect(sameStepProps(props, { ...props, context: answers })).toBe(false);
    const data = { ...context, data: { ...context.data } };
    expect(sameStepProps(props, { ...props, context: data })).toBe(false);
    expect(sameStepProps(props, { ...props, values: {} })).toBe(false);
    expect(sameStepProps(props, { ...props, query: { loading: true, failed: false } })).toBe(false);
  });
});
