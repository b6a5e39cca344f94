import type { Localized } from '../shared/language.ts';

/** Names of a sportsbook bet status (0 open, 1 won, 2 lost, 3 returned). */
export const betStatusNames: readonly Localized[] = [
  { es: 'Abierta', en: 'Open', pt: 'Aberta' },
  { es: 'Ganada', en: 'Won', pt: 'Ganha' },
  { es: 'Perdida', en: 'Lost', pt: 'Perdida' },
  { es: 'Devuelta', en: 'Returned', pt: 'Devolvida' },
];

/** Both embedded sportsbooks' words for what they are: a demo that takes no bets. */
export const sportsbookTexts: Readonly<Record<'sportsbook' | 'note', Localized>> = {
  sportsbook: { es: 'Sportsbook', en: 'sportsbook', pt: 'Sportsbook' },
  note: {
    es: 'Cuotas de demostración: aquí no se aceptan apuestas.',
    en: 'Demo odds: no bets are taken here.',
    pt: 'Odds de demonstração: aqui não se aceitam apostas.',
  },
};
