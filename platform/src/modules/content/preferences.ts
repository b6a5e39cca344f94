import type { PlatformDatabase } from '../../db/database.ts';
import type { InformationModalName } from './brandExtras.ts';

export type InformationModalFlags = Record<InformationModalName, boolean>;

/** Odds formats of the sports-betting spec, section 9, by the name the rate objects use. */
export const coefTypes = ['decimal', 'fractional', 'american'] as const;

/**
 * Every modal starts open except webmoney (casino-and-account spec, section 4), so a player who
 * never dismissed anything sees all but that one.
 */
export const defaultModalHidden: InformationModalFlags = {
  cashier: false,
  goldenRace: false,
  replenishment: false,
  webmoney: true,
  impostor: false,
};

/** Reads and writes the per-player site preferences of 60-content.sql. */
export function createPreferences(database: PlatformDatabase) {
  const selectOddType = database.prepare(
    'SELECT odd_type FROM user_site_settings WHERE user_id = ?',
  );
  const upsertOddType = database.prepare(
    `INSERT INTO user_site_settings (user_id, odd_type) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET odd_type = excluded.odd_type`,
  );
  const selectModals = database.prepare(
    'SELECT name, hidden FROM user_information_modals WHERE user_id = ?',
  );
  const upsertModal = database.prepare(
    `INSERT INTO user_information_modals (user_id, name, hidden) VALUES (?, ?, ?)
     ON CONFLICT (user_id, name) DO UPDATE SET hidden = excluded.hidden`,
  );

  return {
    oddType(userId: number): number | undefined {
      const row = selectOddType.get(userId) as { odd_type: number } | undefined;
      return row?.odd_type;
    },
    setOddType(userId: number, oddType: number): void {
      upsertOddType.run(userId, oddType);
    },
    /** The player's flags over the defaults; modals switched off by the brand read as hidden. */
    modalHidden(
      userId: number | undefined,
      disabled: readonly InformationModalName[],
    ): InformationModalFlags {
      const flags = { ...defaultModalHidden };
      if (userId !== undefined) {
        const rows = selectModals.all(userId) as Array<{
          name: InformationModalName;
          hidden: number;
        }>;
        for (const row of rows) flags[row.name] = row.hidden === 1;
      }
      for (const name of disabled) flags[name] = true;
      return flags;
    },
    setModalHidden(userId: number, name: InformationModalName, hidden: boolean): void {
      upsertModal.run(userId, name, hidden ? 1 : 0);
    },
  };
}
