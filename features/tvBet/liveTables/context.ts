import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import type { LiveTablesContext } from './types.ts';

/** The live-table calls' context for the current screen: language, origin, the brand's frame. */
export function useLiveTablesContext(): LiveTablesContext {
  const { i18n } = useTranslation(TV_BET_NAMESPACE);
  const brand = useBrand();
  const language = i18n.language;
  const tvbetFrameUrl = brand.integrations?.tvbet?.frameUrl;
  return useMemo(
    () => ({ language, appOrigin: window.location.origin, tvbetFrameUrl }),
    [language, tvbetFrameUrl],
  );
}
