export type Language = 'es' | 'en' | 'pt';

/** Short (es) or long (es-es, en-US, pt-PT) codes, any case; anything else is Spanish. */
export function languageOf(code: string | undefined | null): Language {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'pt' ? short : 'es';
}

type Localized = Readonly<Record<Language, string>>;

// 1xBet-style sport ids, which the spec's priorities (66, 1, 4, 3, 2, 6) and esports (300) use.
const sportNames: Readonly<Record<number, Localized>> = {
  1: { es: 'Fútbol', en: 'Football', pt: 'Futebol' },
  2: { es: 'Hockey sobre hielo', en: 'Ice hockey', pt: 'Hóquei no gelo' },
  3: { es: 'Baloncesto', en: 'Basketball', pt: 'Basquetebol' },
  4: { es: 'Tenis', en: 'Tennis', pt: 'Ténis' },
  6: { es: 'Voleibol', en: 'Volleyball', pt: 'Voleibol' },
  66: { es: 'Críquet', en: 'Cricket', pt: 'Críquete' },
  300: { es: 'Ciberdeportes', en: 'Esports', pt: 'eSports' },
};

// Market groups of the spec's column layout: 1 result, 8 double chance, 2 handicap, 17 total.
const marketNames: Readonly<Record<number, Localized>> = {
  1: { es: 'Resultado', en: 'Match result', pt: 'Resultado' },
  8: { es: 'Doble oportunidad', en: 'Double chance', pt: 'Dupla hipótese' },
  2: { es: 'Hándicap', en: 'Handicap', pt: 'Handicap' },
  17: { es: 'Total', en: 'Total', pt: 'Total' },
};

const fixedOutcomes: Readonly<Record<number, string>> = {
  1: '1',
  2: 'X',
  3: '2',
  401: '1',
  402: '2',
  4: '1X',
  5: '12',
  6: 'X2',
};

const outcomeWords = {
  over: { es: 'Más de', en: 'Over', pt: 'Mais de' },
  under: { es: 'Menos de', en: 'Under', pt: 'Menos de' },
  yes: { es: 'Sí', en: 'Yes', pt: 'Sim' },
  no: { es: 'No', en: 'No', pt: 'Não' },
} as const;

const other = {
  sport: { es: 'Deporte', en: 'Sport', pt: 'Desporto' },
  market: { es: 'Mercado', en: 'Market', pt: 'Mercado' },
  outcome: { es: 'Resultado', en: 'Outcome', pt: 'Resultado' },
  tourney: { es: 'Torneo', en: 'Tournament', pt: 'Torneio' },
} as const;

export function sportName(sportId: number, language: Language): string {
  return sportNames[sportId]?.[language] ?? `${other.sport[language]} ${sportId}`;
}

export function tourneyFallbackName(tourneyId: number, language: Language): string {
  return `${other.tourney[language]} ${tourneyId}`;
}

export function marketName(groupId: number, language: Language): string {
  return marketNames[groupId]?.[language] ?? `${other.market[language]} ${groupId}`;
}

const signed = (size: number) => (size > 0 ? `+${size}` : String(size));

/** '1', 'X2', 'H1 (-1.5)', 'Over 2.5', 'Yes', '2:1': the feed's own way of naming an odd. */
export function outcomeName(type: number, size: number | null, language: Language): string {
  const fixed = fixedOutcomes[type];
  if (fixed) return fixed;
  const value = size ?? 0;
  if (type === 7) return `H1 (${signed(value)})`;
  if (type === 8) return `H2 (${signed(value)})`;
  if (type === 9 || type === 11 || type === 13) return `${outcomeWords.over[language]} ${value}`;
  if (type === 10 || type === 12 || type === 14) return `${outcomeWords.under[language]} ${value}`;
  if (type === 180) return outcomeWords.yes[language];
  if (type === 181) return outcomeWords.no[language];
  if (type >= 500 && type < 600) return `${Math.floor((type - 500) / 10)}:${(type - 500) % 10}`;
  return `${other.outcome[language]} ${type}`;
}
