export { useSettings } from './useSettings.ts';
export type { AmountRange, SiteSettings } from './types.ts';
