import { useTranslation } from 'react-i18next';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { ezugiCatalogue, type EzugiCategory, type EzugiTableName } from './ezugiCatalogue.ts';
import type { LiveTableRow } from './TableList.tsx';

/** The ezugi tables of the catalogue with their names and categories in the interface language. */
export function useEzugiTables(): readonly LiveTableRow[] {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  const names: Record<EzugiTableName, string> = {
    roulette: t('liveTables.ezugi.roulette'),
    autoRoulette: t('liveTables.ezugi.autoRoulette'),
    blackjack: t('liveTables.ezugi.blackjack'),
    baccarat: t('liveTables.ezugi.baccarat'),
  };
  const categories: Record<EzugiCategory, string> = {
    roulette: t('liveTables.category.roulette'),
    blackjack: t('liveTables.category.blackjack'),
    baccarat: t('liveTables.category.baccarat'),
  };
  return ezugiCatalogue.map(({ id, table, category }) => ({
    id,
    name: names[table],
    description: categories[category],
  }));
}
