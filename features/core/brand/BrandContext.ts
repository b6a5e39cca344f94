import { createContext, useContext } from 'react';
import type { Brand } from '../../../schemas/generated/brand.ts';

const BrandContext = createContext<Brand | null>(null);

/** The host provides the validated brand file; stories and tests provide a fixture brand. */
export const BrandProvider = BrandContext.Provider;

/** The serving brand's configuration (languages, currencies, limits, links, phone countries…). */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}
