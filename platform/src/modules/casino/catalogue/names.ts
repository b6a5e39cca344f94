import type { Random } from '../../../random.ts';
import type { Translations } from '../language.ts';
import type { GameKind } from './providers.ts';

// Prettier would put each word on its own line; the word lists read better as paragraphs.
// prettier-ignore
const adjectives = [
  'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Crystal', 'Ancient',
  'Magic', 'Sweet', 'Hot', 'Mega', 'Super', 'Diamond', 'Silver', 'Emerald', 'Thunder', 'Shining',
  'Fruity', 'Jolly', 'Savage', 'Secret', 'Starry', 'Sunny', 'Turbo', 'Neon', 'Lost', 'Burning',
  'Electric', 'Hidden', 'Mighty', 'Jade', 'Ruby', 'Cosmic', 'Raging',
];
// prettier-ignore
const nouns = [
  'Pharaoh', 'Dragon', 'Tiger', 'Phoenix', 'Fortune', 'Treasure', 'Gems', 'Fruits', 'Sevens',
  'Bells', 'Jungle', 'Ocean', 'Pyramid', 'Temple', 'Wolves', 'Buffalo', 'Panda', 'Koi', 'Lotus',
  'Samurai', 'Pirates', 'Queen', 'King', 'Riches', 'Safari', 'Fiesta', 'Carnival', 'Volcano',
  'Galaxy', 'Comet', 'Rainbow', 'Clover', 'Horseshoe', 'Bandit', 'Genie', 'Wizard', 'Mermaid',
  'Kraken', 'Vikings', 'Cherries', 'Coins', 'Crown', 'Eagle', 'Mustang', 'Scarab', 'Cactus',
];
// prettier-ignore
const places = [
  'Egypt', 'Olympus', 'Asgard', 'Atlantis', 'the Nile', 'Avalon', 'El Dorado', 'Macau', 'Rio',
  'the Andes', 'Babylon', 'Troy', 'Shangri-La', 'the Amazon',
];
const slotPatterns = [
  (adjective: string, noun: string) => `${adjective} ${noun}`,
  (_adjective: string, noun: string, place: string) => `${noun} of ${place}`,
  (_adjective: string, noun: string) => `Book of ${noun}`,
  (adjective: string, noun: string) => `${adjective} ${noun} Deluxe`,
  (_adjective: string, noun: string) => `${noun} Megaways`,
  (adjective: string, noun: string, _place: string, lines: number) =>
    `${adjective} ${noun} ${lines}`,
  (_adjective: string, noun: string) => `${noun} Hold & Win`,
  (adjective: string, noun: string) => `${adjective} ${noun} Link`,
];
// prettier-ignore
const cardGames = [
  'Blackjack', 'Baccarat', 'Video Poker', "Casino Hold'em", 'Three Card Poker',
  'Caribbean Stud', 'Teen Patti', 'Andar Bahar', 'Red Dog', 'Pontoon',
];
// prettier-ignore
const tableSuffixes = ['Classic', 'Gold', 'Pro', 'VIP', 'Deluxe', 'Royal', 'Multihand', 'Speed'];
// prettier-ignore
const roulettePrefixes = [
  'European', 'American', 'French', 'Mini', 'Golden', 'Double Ball', 'Speed', 'Royal', 'Turbo',
  'Neon', 'Diamond', 'Fire', 'Zero',
];
// prettier-ignore
const crashPrefixes = [
  'Rocket', 'Jet', 'Balloon', 'Comet', 'Lunar', 'Star', 'Sky', 'Space', 'Orbit', 'Meteor',
];
const crashSuffixes = ['Rush', 'Crash', 'Climb', 'Dash', 'X', 'Ride', 'Flight', 'Boost'];
const liveNames = [
  (suffix: string) => `Live ${suffix} Roulette`,
  (suffix: string) => `Blackjack ${suffix}`,
  (suffix: string) => `Speed Baccarat ${suffix}`,
  (suffix: string) => `Mega Wheel ${suffix}`,
  (suffix: string) => `Dice Duel ${suffix}`,
  (suffix: string) => `Sic Bo ${suffix}`,
];
// prettier-ignore
const liveSuffixes = ['A', 'B', 'C', 'VIP', 'Azure', 'Platinum', 'Grand', 'Prestige', 'Ruby'];

// prettier-ignore
const features: ReadonlyArray<Translations> = [
  { en: 'free spins', es: 'giros gratis', pt: 'rodadas grátis' },
  { en: 'expanding wilds', es: 'comodines expansivos', pt: 'wilds expansivos' },
  { en: 'a bonus game', es: 'un juego de bonificación', pt: 'um jogo de bónus' },
  { en: 'cascading wins', es: 'premios en cascada', pt: 'ganhos em cascata' },
  { en: 'multipliers up to x100', es: 'multiplicadores hasta x100', pt: 'multiplicadores até x100' },
];

/** A plausible name for a game of `kind`, unique among `taken` (which it extends). */
export function gameName(random: Random, kind: GameKind, taken: Set<string>): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const name = candidate(random, kind);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Word lists large enough make this unreachable; a numbered name still keeps names unique.
  const fallback = `${candidate(random, kind)} ${taken.size + 1}`;
  taken.add(fallback);
  return fallback;
}

function candidate(random: Random, kind: GameKind): string {
  switch (kind) {
    case 'slot': {
      const pattern = random.pick(slotPatterns);
      const lines = random.pick([5, 10, 20, 40, 100]);
      return pattern(random.pick(adjectives), random.pick(nouns), random.pick(places), lines);
    }
    case 'card':
      return `${random.pick(cardGames)} ${random.pick(tableSuffixes)}`;
    case 'roulette':
      return `${random.pick(roulettePrefixes)} Roulette`;
    case 'crash':
      return `${random.pick(crashPrefixes)} ${random.pick(crashSuffixes)}`;
    case 'live':
      return random.pick(liveNames)(random.pick(liveSuffixes));
    case 'race':
      return 'Universal Race';
  }
}

/** The game's description in every content language. */
export function gameDescription(
  random: Random,
  kind: GameKind,
  name: string,
  studio: string,
): Translations {
  switch (kind) {
    case 'slot': {
      const reels = random.pick([3, 5, 6]);
      const feature = random.pick(features);
      return {
        en: `${name} by ${studio}: a ${reels}-reel video slot with ${feature.en}.`,
        es: `${name} de ${studio}: tragamonedas de ${reels} rodillos con ${feature.es}.`,
        pt: `${name} da ${studio}: slot de ${reels} rolos com ${feature.pt}.`,
      };
    }
    case 'card':
      return {
        en: `${name}: a card table game by ${studio}.`,
        es: `${name}: juego de cartas de ${studio}.`,
        pt: `${name}: jogo de cartas da ${studio}.`,
      };
    case 'roulette':
      return {
        en: `${name}: classic roulette by ${studio}.`,
        es: `${name}: ruleta clásica de ${studio}.`,
        pt: `${name}: roleta clássica da ${studio}.`,
      };
    case 'crash':
      return {
        en: `${name}: cash out before the crash. By ${studio}.`,
        es: `${name}: retira antes de que se estrelle. De ${studio}.`,
        pt: `${name}: levante antes da queda. Da ${studio}.`,
      };
    case 'live':
      return {
        en: `${name}: a live table streamed from the ${studio} studio.`,
        es: `${name}: mesa en vivo desde el estudio de ${studio}.`,
        pt: `${name}: mesa ao vivo a partir do estúdio da ${studio}.`,
      };
    case 'race':
      return {
        en: 'Universal Race: bet on virtual horse races, a new race every few minutes.',
        es: 'Universal Race: apuesta en carreras de caballos virtuales, una cada pocos minutos.',
        pt: 'Universal Race: aposte em corridas de cavalos virtuais, uma a cada poucos minutos.',
      };
  }
}

/** A URL- and file-safe id part from a name: lowercase letters and digits. */
export const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
