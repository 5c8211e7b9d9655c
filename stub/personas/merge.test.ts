import { deepMerge, locateInOverrides, readPointer } from './merge';

describe('deepMerge', () => {
  it('merges objects key by key and leaves the inputs alone', () => {
    const base = { a: { b: 1, c: 2 }, d: 3 };
    const merged = deepMerge(base, { a: { c: 9 } });
    expect(merged).toEqual({ a: { b: 1, c: 9 }, d: 3 });
    expect(base.a.c).toBe(2);
  });

  it('merges arrays by index and appends longer overrides', () => {
    expect(deepMerge([{ x: 1 }, { x: 2 }], [{}, { y: 3 }, { z: 4 }])).toEqual([
      { x: 1 },
      { x: 2, y: 3 },
      { z: 4 },
    ]);
  });

  it('replaces arrays with $replace and values with null', () => {
    expect(deepMerge({ list: [1, 2, 3], v: 1 }, { list: { $replace: [] }, v: null })).toEqual({
      list: [],
      v: null,
    });
  });

  it('starts from a copy of the base with $copy', () => {
    const base = { items: [{ id: 1, name: 'a' }] };
    expect(deepMerge(base, { items: [{}, { $copy: '/items/0', id: 2 }] })).toEqual({
      items: [
        { id: 1, name: 'a' },
        { id: 2, name: 'a' },
      ],
    });
  });

  it('fails on a $copy that points at nothing', () => {
    expect(() => deepMerge({}, { x: { $copy: '/nope' } })).toThrow(
      '$copy points at nothing: /nope',
    );
  });
});

describe('readPointer and locateInOverrides', () => {
  it('reads JSON pointers', () => {
    expect(readPointer({ a: [{ b: 5 }] }, '/a/0/b')).toBe(5);
    expect(readPointer({ a: 1 }, '/x/y')).toBeUndefined();
  });

  it('maps a merged path into the overrides, through $replace', () => {
    const overrides = { pensions: [{ messages: { $replace: [{ id: 'x' }] } }] };
    expect(locateInOverrides(overrides, '/pensions/0/messages/0/id')).toBe(
      '/overrides/pensions/0/messages/$replace/0/id',
    );
    expect(locateInOverrides(overrides, '/person')).toBeUndefined();
  });
});
