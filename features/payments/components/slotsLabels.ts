import { useTranslation } from 'react-i18next';
import type { SlotsGameType, SlotsStatus } from '../model/slotsFilter.ts';

/** Names of the slots history's results and game types (literal keys, all checked). */
export function useSlotsLabels() {
  const { t } = useTranslation('payments');
  const statuses: Record<SlotsStatus, string> = {
    1: t('slots.status.win'),
    2: t('slots.status.lose'),
  };
  const gameTypes: Record<SlotsGameType, string> = {
    slots: t('slots.gameType.slots'),
    table: t('slots.gameType.table'),
    crash: t('slots.gameType.crash'),
    live: t('slots.gameType.live'),
    race: t('slots.gameType.race'),
  };
  return {
    status: (status: number) => statuses[status as SlotsStatus] ?? String(status),
    gameType: (gameType: string) => gameTypes[gameType as SlotsGameType] ?? gameType,
    allProviders: t('slots.allProviders'),
  };
}
