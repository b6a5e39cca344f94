import type { Localized } from '../shared/language.ts';

/** Names of a sportsbook bet status (0 open, 1 won, 2 lost, 3 returned). */
export const betStatusNames: readonly Localized[] = [
  { es: 'Abierta', en: 'Open', pt: 'Aberta' },
  { es: 'Ganada', en: 'Won', pt: 'Ganha' },
  { es: 'Perdida', en: 'Lost', pt: 'Perdida' },
  { es: 'Devuelta', en: 'Returned', pt: 'Devolvida' },
];
