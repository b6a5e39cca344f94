import { describe, expect, it } from 'vitest';
import { moveItem, updateAt } from './update.ts';

const brand = {
  id: 'demo',
  theme: { base: 'light', color: { brand: '#0b5cad' } },
  menus: { header: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
};

describe('updateAt', () => {
  it('returns a new brand with the setting set and every untouched object kept', () => {
    const next = updateAt(brand, '/theme/color/brand', '#ff0000');
    expect(next).not.toBe(brand);
    expect(next).toEqual({ ...brand, theme: { base: 'light', color: { brand: '#ff0000' } } });
    expect(next.menus).toBe(brand.menus);
    expect(brand.theme.color.brand).toBe('#0b5cad');
  });

  it('creates the sections on the way to a setting the brand did not have', () => {
    expect(updateAt(brand, '/polling/liveMs', 4000).polling).toEqual({ liveMs: 4000 });
  });

  it('writes nothing but the edited setting: no defaults appear', () => {
    const next = updateAt({ id: 'x' }, '/features/casino', false);
    expect(next).toEqual({ id: 'x', features: { casino: false } });
  });

  it('removes a setting on reset, and the sections the removal left empty', () => {
    const edited = updateAt({ id: 'x' }, '/limits/bets/max', 500);
    expect(updateAt(edited, '/limits/bets/max', undefined)).toEqual({ id: 'x' });
    const next = updateAt(brand, '/theme/color/brand', undefined);
    expect(next.theme).toEqual({ base: 'light' });
  });

  it('escapes pointer tokens as RFC 6901 says', () => {
    expect(updateAt({}, '/a~1b/c~0d', 1)).toEqual({ 'a/b': { 'c~d': 1 } });
  });

  it('removes a list item by index', () => {
    const next = updateAt(brand, '/menus/header/1', undefined);
    expect(next.menus).toEqual({ header: [{ id: 'a' }, { id: 'c' }] });
  });

  it('leaves the brand alone when a removal has nothing to remove', () => {
    expect(updateAt(brand, '/polling/liveMs', undefined)).toBe(brand);
  });
});

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves an item up, down and across the list', () => {
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns the same list for a move off either end', () => {
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 3, 4)).toBe(list);
  });
});
