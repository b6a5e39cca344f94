export { useSettings } from './useSettings.ts';
export type { AmountRange, SiteSettings, TotoLimits } from './types.ts';
