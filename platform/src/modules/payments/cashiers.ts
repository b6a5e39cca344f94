import type { PlatformDatabase } from '../../db/database.ts';
import type { Language, Localized } from './language.ts';

export interface CashierRow {
  id: number;
  first_name: string;
  address: string;
  phone: string;
  pinned: 'first' | 'last' | null;
}

/**
 * The two pinned cashiers: the head office always first, and "another cashier (arranged with
 * support)" always last. Their names are localized; ordinary cashiers are people and places.
 */
export const headOfficeCashierId = 1;
export const otherCashierId = 99;

const pinnedNames: Readonly<Record<number, Localized>> = {
  [headOfficeCashierId]: { es: 'Caja central', en: 'Head office', pt: 'Caixa central' },
  [otherCashierId]: {
    es: 'Otro cajero (acordar con soporte)',
    en: 'Another cashier (arranged with support)',
    pt: 'Outro caixa (combinar com o apoio)',
  },
};

export const seedCashiers: readonly CashierRow[] = [
  {
    id: headOfficeCashierId,
    first_name: 'Caja central',
    address: 'Av. Apoquindo 3000, Las Condes, Santiago',
    phone: '+56 2 2345 6789',
    pinned: 'first',
  },
  {
    id: 2,
    first_name: 'María González',
    address: 'Av. Providencia 1208, Providencia, Santiago',
    phone: '+56 9 6123 4501',
    pinned: null,
  },
  {
    id: 3,
    first_name: 'Jorge Muñoz',
    address: 'Calle Prat 845, Valparaíso',
    phone: '+56 9 7345 1202',
    pinned: null,
  },
  {
    id: 4,
    first_name: 'Camila Rojas',
    address: "Av. O'Higgins 1560, Concepción",
    phone: '+56 9 8456 2303',
    pinned: null,
  },
  {
    id: 5,
    first_name: 'Andrés Soto',
    address: 'Av. Balmaceda 2470, La Serena',
    phone: '+56 9 5567 3404',
    pinned: null,
  },
  {
    id: otherCashierId,
    first_name: 'Otro cajero',
    address: '',
    phone: '+56 2 2345 6789',
    pinned: 'last',
  },
];

/** Cashiers in display order: the 'first' one, the rest by name, the 'last' one. */
export function listCashiers(database: PlatformDatabase, language: Language) {
  const rows = database
    .prepare(
      `SELECT * FROM cashiers
       ORDER BY CASE pinned WHEN 'first' THEN 0 WHEN 'last' THEN 2 ELSE 1 END, first_name, id`,
    )
    .all() as CashierRow[];
  return rows.map((cashier) => ({
    id: cashier.id,
    first_name: pinnedNames[cashier.id]?.[language] ?? cashier.first_name,
    address: cashier.address,
    phone: cashier.phone,
  }));
}

export function cashierExists(database: PlatformDatabase, id: number): boolean {
  return database.prepare('SELECT 1 FROM cashiers WHERE id = ?').get(id) !== undefined;
}
