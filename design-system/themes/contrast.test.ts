import { describe, expect, it } from 'vitest';
import { resolveTheme } from './brandTheme.ts';
import { contrastRatio, findContrastProblems, parseColor } from './contrast.ts';
import { darkThemeValues } from './darkThemeValues.ts';
import { lightThemeValues } from './lightThemeValues.ts';

describe('contrastRatio', () => {
  it('should give 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5cad', '#0b5cad')).toBeCloseTo(1, 5);
  });

  it('should be symmetric and read short hex and rgb()', () => {
    expect(contrastRatio('#fff', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#777777') ?? 0,
    );
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('should refuse what it cannot read', () => {
    expect(parseColor('linear-gradient(red, blue)')).toBeUndefined();
    expect(contrastRatio('tomato', '#fff')).toBeUndefined();
  });
});

describe('theme contrast', () => {
  it('should meet WCAG AA for every used pair in the light theme', () => {
    expect(findContrastProblems(lightThemeValues)).toEqual([]);
  });

  it('should meet WCAG AA for every used pair in the dark theme', () => {
    expect(findContrastProblems(darkThemeValues)).toEqual([]);
  });

  it('should report a brand colour that white text cannot sit on', () => {
    const problems = findContrastProblems(resolveTheme({ color: { brand: '#ffd54f' } }));
    expect(problems).toContainEqual(
      expect.objectContaining({ foreground: 'onBrand', background: 'brand', minimum: 4.5 }),
    );
  });
});
