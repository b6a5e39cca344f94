/** A cashier as the platform lists them (spec, section 3: id, first_name as the name, address, phone). */
export interface Cashier {
  id: number;
  first_name: string;
  address: string;
  phone: string;
}

/** The head office: always offered first (platform payments README, "Withdrawals"). */
export const HEAD_OFFICE_CASHIER_ID = 1;
/** "Another cashier, arranged with support": always offered last. */
export const OTHER_CASHIER_ID = 99;

/**
 * Spec, section 3: two special cashiers are pinned, one first and one last. The platform already
 * answers in that order; pinning again keeps the rule when a server sends them elsewhere. The
 * others keep the order they came in (the platform sorts them by name in the player's language).
 */
export function pinCashiers(cashiers: readonly Cashier[]): Cashier[] {
  const first = cashiers.filter((cashier) => cashier.id === HEAD_OFFICE_CASHIER_ID);
  const last = cashiers.filter((cashier) => cashier.id === OTHER_CASHIER_ID);
  const middle = cashiers.filter(
    (cashier) => cashier.id !== HEAD_OFFICE_CASHIER_ID && cashier.id !== OTHER_CASHIER_ID,
  );
  return [...first, ...middle, ...last];
}
