import type { Brand } from './generated/brand.ts';

/*
 * A module of its own (re-exported by birthDateRule.ts) so the footer on every page reads the age
 * without the birth-date rule and dayjs.
 */

/** brand.json `responsibleGambling.minimumAge` when neither the operator nor a preset sets it. */
export const DEFAULT_MINIMUM_AGE = 18;

/** The brand's minimum age, its default when the file leaves it out. */
export const minimumAgeOf = (brand: Pick<Brand, 'responsibleGambling'>): number =>
  brand.responsibleGambling?.minimumAge ?? DEFAULT_MINIMUM_AGE;
