import type { Brand } from '../schemas/generated/brand.ts';

/**
 * Every brand in config/, by id, read at build time: the Brand toolbar and the Chromatic modes
 * both list these, so a new brand folder joins the toolbar and the review matrix by itself.
 */
export const storyBrands: Readonly<Record<string, Brand>> = Object.fromEntries(
  Object.values(
    import.meta.glob<Brand>('../config/*/brand.json', { eager: true, import: 'default' }),
  ).map((brand) => [brand.id, brand]),
);
