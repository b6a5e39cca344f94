import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allModes, brandMode, brandModes, pinnedBrand } from '../../.storybook/modes.ts';
import { toolbarValues, viewportParameters } from '../../.storybook/toolbars.ts';
import { defaultViewport, phoneSizes } from '../../.storybook/viewports.ts';
import { visualSettings } from '../visual/settings.ts';

/** The brand folders on disk, read apart from the build-time glob the modes use. */
const configDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'config');
const brandFolders = readdirSync(configDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('Chromatic modes', () => {
  it('should give every brand folder in config/ a mode, plus the design-system dark theme', () => {
    expect(brandFolders).toEqual(['costa', 'demo', 'nightbet']);
    expect(Object.keys(brandModes).sort()).toEqual(brandFolders);
    expect(Object.keys(allModes).sort()).toEqual([...brandFolders, 'dark'].sort());
  });

  it("should show each brand in its own base theme, as the brand's file says", () => {
    expect(allModes.demo).toMatchObject({ brand: 'demo', theme: 'light' });
    expect(allModes.nightbet).toMatchObject({ brand: 'nightbet', theme: 'dark' });
    expect(allModes.costa).toMatchObject({ brand: 'costa', theme: 'light' });
    expect(allModes.dark).toMatchObject({ brand: 'none', theme: 'dark' });
  });

  it('should capture every mode at 390 px in es-ES', () => {
    for (const [name, mode] of Object.entries(allModes)) {
      expect(phoneSizes[mode.viewport].width, name).toBe(390);
      expect(mode.language, name).toBe('es-es');
    }
  });

  it("should ask only for values the preview's toolbars offer", () => {
    for (const [name, mode] of Object.entries(allModes)) {
      expect(toolbarValues('brand'), name).toContain(mode.brand);
      expect(toolbarValues('theme'), name).toContain(mode.theme);
      expect(toolbarValues('language'), name).toContain(mode.language);
      expect(Object.keys(viewportParameters.options), name).toContain(mode.viewport);
    }
  });

  it('should refuse a mode for a brand that has no folder in config/', () => {
    expect(() => brandMode('nobrand')).toThrow('No brand "nobrand"');
    expect(() => pinnedBrand('nobrand')).toThrow('No brand "nobrand"');
  });

  it("should take a story that pins its brand once, in that brand's mode", () => {
    const { modes } = pinnedBrand('nightbet').chromatic;
    expect(modes.nightbet).toEqual(brandModes.nightbet);
    const others = Object.keys(allModes).filter((name) => name !== 'nightbet');
    for (const name of others) expect(modes[name], name).toEqual({ disable: true });
  });
});

describe('viewport defaults', () => {
  it('should open the canvas at 390 × 844 and offer 360 and 414 as well', () => {
    const widths = Object.values(viewportParameters.options).map((option) => option.styles.width);
    expect(widths).toEqual(['360px', '390px', '414px']);
    expect(viewportParameters.options[defaultViewport].styles).toEqual({
      width: '390px',
      height: '844px',
    });
  });

  it('should take the local screenshots at the same size', () => {
    expect(visualSettings.viewport).toEqual({ width: 390, height: 844 });
  });
});
