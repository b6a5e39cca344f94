import { describe, expect, it } from 'vitest';
import { storyBrands } from '../../.storybook/brands.ts';
import { storyLook, toolbarSync } from '../../.storybook/storyLook.ts';

const noStoryGlobals = {};

describe('storyLook', () => {
  it('should give a chosen brand its own base theme and overrides, whatever the Theme global says', () => {
    const look = storyLook({ brand: 'nightbet', theme: 'light' }, noStoryGlobals, storyBrands);
    expect(look.theme).toBe('dark');
    expect(look.brand?.theme?.color?.brand).toBe('#b794f6');
    expect(storyLook({ brand: 'costa', theme: 'dark' }, noStoryGlobals, storyBrands).theme).toBe(
      'light',
    );
  });

  it('should show the design-system default in the Theme global without a brand', () => {
    expect(storyLook({ brand: 'none', theme: 'dark' }, noStoryGlobals, storyBrands)).toEqual({
      theme: 'dark',
      brand: undefined,
    });
    expect(storyLook({ brand: 'unknown', theme: 'sepia' }, noStoryGlobals, storyBrands)).toEqual({
      theme: 'light',
      brand: undefined,
    });
  });

  it("should keep a story's own theme when a mode or the toolbar chose a brand", () => {
    const storyGlobals = { theme: 'dark' };
    const look = storyLook({ brand: 'costa', theme: 'dark' }, storyGlobals, storyBrands);
    expect(look).toEqual({ theme: 'dark', brand: undefined });
  });

  it("should let a story's own brand win over the theme it is shown in", () => {
    const storyGlobals = { brand: 'nightbet' };
    const look = storyLook({ brand: 'nightbet', theme: 'light' }, storyGlobals, storyBrands);
    expect(look.theme).toBe('dark');
    expect(look.brand?.id).toBe('nightbet');
  });
});

describe('toolbarSync', () => {
  it("should set Theme to the brand's base when a brand is chosen", () => {
    const previous = { brand: 'none', theme: 'light' };
    expect(
      toolbarSync(previous, { brand: 'nightbet', theme: 'light' }, noStoryGlobals, storyBrands),
    ).toEqual({ theme: 'dark' });
    expect(
      toolbarSync(undefined, { brand: 'nightbet', theme: 'light' }, noStoryGlobals, storyBrands),
    ).toEqual({ theme: 'dark' });
    expect(
      toolbarSync(
        { brand: 'nightbet', theme: 'dark' },
        { brand: 'costa', theme: 'dark' },
        noStoryGlobals,
        storyBrands,
      ),
    ).toEqual({ theme: 'light' });
  });

  it('should go back to the design-system default when a theme is chosen with a brand on', () => {
    const previous = { brand: 'nightbet', theme: 'dark' };
    expect(
      toolbarSync(previous, { brand: 'nightbet', theme: 'light' }, noStoryGlobals, storyBrands),
    ).toEqual({ brand: 'none' });
  });

  it('should change nothing when the toolbars already say what is shown', () => {
    const globals = { brand: 'nightbet', theme: 'dark' };
    expect(toolbarSync(globals, globals, noStoryGlobals, storyBrands)).toBeUndefined();
    const noBrand = { brand: 'none', theme: 'dark' };
    expect(toolbarSync(undefined, noBrand, noStoryGlobals, storyBrands)).toBeUndefined();
  });

  it('should leave stories that pin the brand or the theme alone', () => {
    const globals = { brand: 'nightbet', theme: 'light' };
    expect(toolbarSync(undefined, globals, { brand: 'nightbet' }, storyBrands)).toBeUndefined();
    expect(toolbarSync(undefined, globals, { theme: 'dark' }, storyBrands)).toBeUndefined();
  });
});
