import { describe, expect, it } from 'vitest';
import { classNames } from './class-names';

describe('classNames', () => {
  it('joins the names that are set, in order', () => {
    expect(classNames('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
  });
  it('gives an empty string when none is set', () => {
    expect(classNames(false, undefined)).toBe('');
  });
});
