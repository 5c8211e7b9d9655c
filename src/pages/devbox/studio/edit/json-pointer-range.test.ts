// Checker problems land on the value their pointer names, or on the deepest value it reaches.
import { jsonPointerRange } from './json-pointer-range';

const text = '{\n  "a": { "b/c": [1, {"d": "x"}] },\n  "e": true\n}';
const at = (pointer: string) => {
  const { from, to } = jsonPointerRange(text, pointer);
  return text.slice(from, to);
};

describe('jsonPointerRange', () => {
  it('finds values in objects and arrays, with escaped names', () => {
    expect(at('/e')).toBe('true');
    expect(at('/a/b~1c/0')).toBe('1');
    expect(at('/a/b~1c/1/d')).toBe('"x"');
  });

  it('stops at the deepest value a pointer reaches, and takes the root for an empty one', () => {
    expect(at('/a/missing')).toBe('{ "b/c": [1, {"d": "x"}] }');
    expect(at('')).toBe(text);
  });
});
