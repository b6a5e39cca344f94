import { describe, expect, it } from 'vitest';
import { jsonDiff } from './jsonDiff.ts';

describe('jsonDiff', () => {
  it('should list changed, added and removed leaves as JSON Pointers', () => {
    const before = { colors: { brand: '#111' }, menu: [{ id: 'a' }, { id: 'b' }], old: 1 };
    const after = { colors: { brand: '#222' }, menu: [{ id: 'a' }], 'a/b': true };
    expect(jsonDiff(before, after)).toEqual([
      { path: '/a~1b', after: true },
      { path: '/colors/brand', before: '#111', after: '#222' },
      { path: '/menu/1', before: { id: 'b' } },
      { path: '/old', before: 1 },
    ]);
  });

  it('should find nothing between equal documents', () => {
    expect(jsonDiff({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });
});
