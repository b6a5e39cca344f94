import { describe, expect, it } from 'vitest';
import { darkThemeValues } from '../../design-system/themes/darkThemeValues.ts';
import { lightThemeValues } from '../../design-system/themes/lightThemeValues.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { readColor } from './cssValues.ts';
import { contrastProblems, tokenProblems } from './themeProblems.ts';

const withTheme = (theme: Brand['theme']): Brand => ({
  id: 'demo',
  name: 'Demo',
  languages: { enabled: ['en-US'], default: 'en-US' },
  currencies: { enabled: ['USD'], default: 'USD' },
  theme,
});

describe('colour roles', () => {
  it('should accept every CSS colour syntax the colour library reads', () => {
    const color = {
      brand: '#0b5cad',
      brandHover: '#09c',
      accent: 'rgb(249, 115, 22)',
      backdrop: 'rgba(0, 0, 0, 0.7)',
      info: 'rgb(11 92 173 / 90%)',
      warning: 'hsl(28 100% 50%)',
      positive: 'hsl(160, 84%, 39%)',
      textPrimary: 'black',
      border: 'transparent',
    };
    expect(tokenProblems(withTheme({ color }))).toEqual([]);
  });

  it('should refuse a misspelt name and an unclosed function, with the role path', () => {
    const problems = tokenProblems(withTheme({ color: { border: 'blu', backdrop: 'rgba(0,0,0' } }));
    expect(problems).toEqual([
      {
        path: '/theme/color/border',
        message:
          '"blu" is not a CSS colour (e.g. #0b5cad, rgb(11 92 173), hsl(210 88% 36%), black) (did you mean "blue"?)',
      },
      {
        path: '/theme/color/backdrop',
        message:
          '"rgba(0,0,0" is not a CSS colour (e.g. #0b5cad, rgb(11 92 173), hsl(210 88% 36%), black)',
      },
    ]);
  });

  it('should read every base-theme colour, so the contrast check sees every pair', () => {
    for (const value of [
      ...Object.values(lightThemeValues.color),
      ...Object.values(darkThemeValues.color),
    ]) {
      expect(readColor(value), value).toBeDefined();
    }
    expect(readColor('hsl(28 100% 50%)')).toEqual([255, 119, 0]);
    expect(readColor('black')).toEqual([0, 0, 0]);
  });
});

describe('token kinds', () => {
  it('should refuse a value of the wrong kind in each group, naming the kind', () => {
    const problems = tokenProblems(
      withTheme({
        space: { medium: 'lots' },
        radius: { small: '4' },
        fontSize: { standard: 'big' },
        fontWeight: { strong: 'heavy' },
        lineHeight: { standard: '24px' },
        zIndex: { toast: 'top' },
        motion: { durationFast: 'fast', easingStandard: 'bouncy' },
        shadow: { small: 'soft' },
        font: { family: 'Inter; x' },
      }),
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      '/theme/space/medium',
      '/theme/radius/small',
      '/theme/fontSize/standard',
      '/theme/fontWeight/strong',
      '/theme/lineHeight/standard',
      '/theme/zIndex/toast',
      '/theme/motion/durationFast',
      '/theme/motion/easingStandard',
      '/theme/shadow/small',
      '/theme/font/family',
    ]);
    expect(problems[0]).toEqual({
      path: '/theme/space/medium',
      message: '"lots" is not a CSS length (e.g. 12px, 0.75rem, 0)',
    });
  });

  it('should accept the base themes’ own values in every group', () => {
    for (const values of [lightThemeValues, darkThemeValues]) {
      expect(tokenProblems(withTheme(values as Brand['theme']))).toEqual([]);
    }
  });

  it('should accept calc() lengths, keyword weights and multi-layer shadows', () => {
    const theme = {
      space: { gutter: 'calc(16px + 1vw)' },
      fontWeight: { strong: 'bold' },
      shadow: { large: '0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px hsl(0 0% 0% / 10%)' },
    };
    expect(tokenProblems(withTheme(theme))).toEqual([]);
  });
});

describe('contrast with the colour library', () => {
  it('should judge hsl() and named colours instead of calling them unreadable', () => {
    expect(contrastProblems(withTheme({ color: { brand: 'hsl(210 88% 30%)' } }))).toEqual([]);
    expect(contrastProblems(withTheme({ color: { brand: 'yellow' } }))).toContainEqual({
      path: '/theme/color/brand',
      message: expect.stringMatching(
        /^onBrand on brand has contrast [\d.]+:1, below the 4.5:1/,
      ) as string,
    });
  });

  it('should leave an unreadable colour to the colour rule, not repeat it per pair', () => {
    expect(contrastProblems(withTheme({ color: { textPrimary: 'blu' } }))).toEqual([]);
  });
});
