// @vitest-environment node
import type { LogicScope } from '../types/context';
import { messageValues } from './message-values';

const scope = { data: { a: 3, b: 'x', c: { d: 1 } } } as unknown as LogicScope;

describe('messageValues', () => {
  it('keeps strings and numbers, and leaves other results out', () => {
    expect(
      messageValues(
        { a: { var: 'data.a' }, b: { var: 'data.b' }, c: { var: 'data.c' }, n: { var: 'x' } },
        scope,
      ),
    ).toEqual({ a: 3, b: 'x' });
  });

  it('gives an empty record without rules', () => {
    expect(messageValues(undefined, scope)).toEqual({});
  });
});
