import { describe, expect, it } from 'vitest';
import { resolveTheme, themeCssVars } from './brandTheme.ts';
import { darkThemeValues } from './darkThemeValues.ts';
import { lightThemeValues } from './lightThemeValues.ts';

describe('resolveTheme', () => {
  it('should let a brand override only its primary colour', () => {
    const theme = resolveTheme({ color: { brand: '#7a1fa2' } });
    expect(theme.color.brand).toBe('#7a1fa2');
    expect(theme.color.onBrand).toBe(lightThemeValues.color.onBrand);
    expect(theme.space).toEqual(lightThemeValues.space);
  });

  it('should fall back to the dark theme for a dark brand', () => {
    const theme = resolveTheme({ radius: { standard: '2px' } }, 'dark');
    expect(theme.color).toEqual(darkThemeValues.color);
    expect(theme.radius.standard).toBe('2px');
  });

  it('should ignore blank values and roles the contract does not have', () => {
    const overrides = { color: { brand: '  ', notARole: '#000' } } as unknown as Parameters<
      typeof resolveTheme
    >[0];
    const theme = resolveTheme(overrides);
    expect(theme.color.brand).toBe(lightThemeValues.color.brand);
    expect(theme.color).not.toHaveProperty('notARole');
  });

  it('should never change the base theme it copies', () => {
    resolveTheme({ color: { brand: '#000000' } });
    expect(lightThemeValues.color.brand).toBe('#0b5cad');
  });
});

describe('themeCssVars', () => {
  it('should produce one custom property per contract role', () => {
    const cssVars = themeCssVars(resolveTheme({ color: { brand: '#7a1fa2' } }));
    const names = Object.keys(cssVars);
    expect(names.every((name) => name.startsWith('--'))).toBe(true);
    expect(Object.values(cssVars)).toContain('#7a1fa2');
    const roleCount = Object.values(lightThemeValues).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    );
    expect(names).toHaveLength(roleCount);
  });
});
