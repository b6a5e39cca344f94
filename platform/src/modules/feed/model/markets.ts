import type { Language, Names } from '../language.ts';

/** Market groups: the spec's four (1, 8, 2, 17) and the extras of the full event page. */
export const marketGroups: ReadonlyArray<{ id: number; names: Names }> = [
  { id: 1, names: { es: 'Resultado', en: 'Match result', pt: 'Resultado' } },
  { id: 8, names: { es: 'Doble oportunidad', en: 'Double chance', pt: 'Dupla hipótese' } },
  { id: 2, names: { es: 'Hándicap', en: 'Handicap', pt: 'Handicap' } },
  { id: 17, names: { es: 'Total', en: 'Total', pt: 'Total' } },
  { id: 15, names: { es: 'Total local', en: 'Home team total', pt: 'Total da casa' } },
  { id: 62, names: { es: 'Total visitante', en: 'Away team total', pt: 'Total do visitante' } },
  {
    id: 19,
    names: { es: 'Ambos equipos marcan', en: 'Both teams to score', pt: 'Ambas marcam' },
  },
  { id: 136, names: { es: 'Resultado exacto', en: 'Correct score', pt: 'Resultado exato' } },
];

/** Display order: the spec's 1, 8, 2, 17, then the extras. */
export const groupOrder: readonly number[] = marketGroups.map((group) => group.id);

const groupNames = new Map(marketGroups.map((group) => [group.id, group.names]));

/** A market group's name, or undefined for a group the feed does not offer. */
export function knownGroupName(groupId: number, language: Language): string | undefined {
  return groupNames.get(groupId)?.[language];
}

export function groupName(groupId: number, language: Language): string {
  return knownGroupName(groupId, language) ?? String(groupId);
}

/** Market groups whose odds carry a size (handicap and totals). */
export const sizedGroups: ReadonlySet<number> = new Set([2, 17, 15, 62]);

const fixedNames: Readonly<Record<number, string>> = {
  1: '1',
  2: 'X',
  3: '2',
  401: '1',
  402: '2',
  4: '1X',
  5: '12',
  6: 'X2',
};

const words: Readonly<Record<'over' | 'under' | 'yes' | 'no', Names>> = {
  over: { es: 'Más de', en: 'Over', pt: 'Mais de' },
  under: { es: 'Menos de', en: 'Under', pt: 'Menos de' },
  yes: { es: 'Sí', en: 'Yes', pt: 'Sim' },
  no: { es: 'No', en: 'No', pt: 'Não' },
};

const signed = (size: number) => (size > 0 ? `+${size}` : String(size));

/**
 * The short name of an odd: '1', 'X2', 'H1 (-1.5)', 'Over 2.5', 'Sí', '2:1'; undefined for a
 * type the feed does not offer.
 */
export function knownOddName(
  type: number,
  size: number | null,
  language: Language,
): string | undefined {
  const fixed = fixedNames[type];
  if (fixed) return fixed;
  const value = size ?? 0;
  if (type === 7) return `H1 (${signed(value)})`;
  if (type === 8) return `H2 (${signed(value)})`;
  if (type === 9 || type === 11 || type === 13) return `${words.over[language]} ${value}`;
  if (type === 10 || type === 12 || type === 14) return `${words.under[language]} ${value}`;
  if (type === 180) return words.yes[language];
  if (type === 181) return words.no[language];
  if (type >= 500 && type < 600) return `${Math.floor((type - 500) / 10)}:${(type - 500) % 10}`;
  return undefined;
}

export function oddName(type: number, size: number | null, language: Language): string {
  return knownOddName(type, size, language) ?? String(type);
}

/** '<eventId>_<groupId>.<type>' or '<eventId>_<groupId>.<type>.<size>' (the shared contract). */
export function oddId(eventId: number, groupId: number, type: number, size: number | null) {
  const base = `${eventId}_${groupId}.${type}`;
  return size === null ? base : `${base}.${size}`;
}
