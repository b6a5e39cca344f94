import { describe, expect, it } from 'vitest';
import { isAnyOpen, toggleAll } from './toggleAll.ts';

const all = ['premier-league', 'la-liga', 'serie-a'];

describe('isAnyOpen', () => {
  it('should be false when nothing is open', () => {
    expect(isAnyOpen([], all)).toBe(false);
  });

  it('should be true when one section is open', () => {
    expect(isAnyOpen(['la-liga'], all)).toBe(true);
  });

  it('should ignore open values that are not in the group', () => {
    expect(isAnyOpen(['elsewhere'], all)).toBe(false);
  });

  it('should be false for an empty group', () => {
    expect(isAnyOpen(['la-liga'], [])).toBe(false);
  });
});

describe('toggleAll', () => {
  it('should open every section when none is open', () => {
    expect(toggleAll([], all)).toEqual(all);
  });

  it('should close every section when all are open', () => {
    expect(toggleAll(all, all)).toEqual([]);
  });

  it('should close every section when only some are open', () => {
    expect(toggleAll(['serie-a'], all)).toEqual([]);
    expect(toggleAll(['premier-league', 'la-liga'], all)).toEqual([]);
  });

  it('should keep open values from outside the group when closing', () => {
    expect(toggleAll(['elsewhere', 'la-liga'], all)).toEqual(['elsewhere']);
  });

  it('should keep open values from outside the group when opening, without duplicates', () => {
    expect(toggleAll(['elsewhere'], all)).toEqual(['elsewhere', ...all]);
  });

  it('should round-trip: expand all, then collapse all', () => {
    expect(toggleAll(toggleAll([], all), all)).toEqual([]);
  });

  it('should not change the array it is given', () => {
    const open = ['la-liga'];
    toggleAll(open, all);
    expect(open).toEqual(['la-liga']);
  });

  it('should return nothing to open for an empty group', () => {
    expect(toggleAll([], [])).toEqual([]);
  });
});
