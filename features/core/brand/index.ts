export { BrandProvider, useBrand } from './BrandContext.ts';
export { brandText } from './brandText.ts';
export { topUpPath, topUpTarget } from './topUpTarget.ts';
export type { TopUpTarget } from './topUpTarget.ts';
export { bannedProviders } from './bannedProviders.ts';
export { useBannedProviders } from './useBannedProviders.ts';
