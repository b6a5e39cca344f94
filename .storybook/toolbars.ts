import type { Preview } from '@storybook/react-vite';
import { themeNames } from '../design-system/themes/themeValues.ts';
import { DEFAULT_LANGUAGE, languages } from '../host/i18n/languages.ts';
import { storyBrands } from './brands.ts';
import { noBrand } from './storyLook.ts';
import { defaultViewport, viewportOptions } from './viewports.ts';

/** The toolbars every story honours: brand, theme and language (see withProviders in preview). */
export const globalTypes = {
  brand: {
    description: 'Brand from config/ (its own base theme and token overrides)',
    toolbar: {
      title: 'Brand',
      icon: 'bookmark',
      items: [
        { value: noBrand, title: 'Design-system default' },
        ...Object.values(storyBrands).map((brand) => ({ value: brand.id, title: brand.name })),
      ],
      dynamicTitle: true,
    },
  },
  theme: {
    description: "Design-system theme; with a brand chosen, the brand's base",
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: themeNames.map((name) => ({ value: name, title: name })),
      dynamicTitle: true,
    },
  },
  language: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: languages.map(({ code }) => ({ value: code, title: code })),
      dynamicTitle: true,
    },
  },
} satisfies Preview['globalTypes'];

export const initialGlobals = {
  brand: noBrand,
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  // The product is mobile-layout first: the canvas opens at the reference phone, not full width.
  viewport: { value: defaultViewport, isRotated: false },
} satisfies Preview['initialGlobals'];

/** Storybook 10's viewport toolbar offers the phone sizes only. */
export const viewportParameters = { options: viewportOptions };

/** The values a toolbar offers, e.g. to check that a mode asks for something it can show. */
export function toolbarValues(name: keyof typeof globalTypes): string[] {
  return globalTypes[name].toolbar.items.map((item) => item.value);
}
