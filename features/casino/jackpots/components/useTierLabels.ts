import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tierOfName, type JackpotTier } from '../model/ranking.ts';

/** The tiers' names in the interface language; a won jackpot outside the three keeps its own. */
export function useTierLabels(): {
  tier: (tier: JackpotTier) => string;
  ofName: (name: string) => string;
} {
  const { t } = useTranslation('jackpots');
  return useMemo(() => {
    const labels: Record<JackpotTier, string> = {
      grand: t('tier.grand'),
      medium: t('tier.medium'),
      small: t('tier.small'),
    };
    return {
      tier: (tier) => labels[tier],
      ofName: (name) => {
        const tier = tierOfName(name);
        return tier ? labels[tier] : name;
      },
    };
  }, [t]);
}
