/**
 * Ezugi has no lobby (a table is required), and no list call: its demo tables by id
 * (integrations README, section 4), named by the section in the interface language.
 */
export const ezugiCatalogue = [
  { id: '1000', table: 'roulette', category: 'roulette' },
  { id: '1001', table: 'autoRoulette', category: 'roulette' },
  { id: '2000', table: 'blackjack', category: 'blackjack' },
  { id: '3000', table: 'baccarat', category: 'baccarat' },
] as const;

export type EzugiTableName = (typeof ezugiCatalogue)[number]['table'];
export type EzugiCategory = (typeof ezugiCatalogue)[number]['category'];
