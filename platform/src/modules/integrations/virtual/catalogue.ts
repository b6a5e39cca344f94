import type { Localized } from '../shared/language.ts';

/** Racing-simulation (golden race) games: what races, and who runs. */
export interface RacingGame {
  id: number;
  name: string;
  runners: readonly string[];
}

const horses = [
  'Thunder',
  'Silver Star',
  'Rocket',
  'Dark Knight',
  'Lucky Boy',
  'Storm',
  'Blaze',
  'Comet',
];
const dogs = ['Flash', 'Bullet', 'Shadow', 'Rex', 'Zippy', 'Ace'];
const drivers = [
  'M. Rossi',
  'L. Costa',
  'A. Silva',
  'J. Pérez',
  'K. Tanaka',
  'F. Weber',
  'T. Moreau',
  'R. Gómez',
];
const riders = ['Speedy', 'Red Fox', 'Nitro', 'Volt', 'Turbo', 'Hawk'];

export const racingGames: readonly RacingGame[] = [
  { id: 10101, name: 'Horse Racing', runners: horses },
  { id: 10102, name: 'Horse Racing Turbo', runners: horses.slice(0, 6) },
  { id: 10103, name: 'Horse Racing Derby', runners: horses },
  { id: 10201, name: 'Dog Racing', runners: dogs },
  { id: 10202, name: 'Dog Racing Night', runners: dogs },
  { id: 10301, name: 'Motor Racing', runners: drivers },
  { id: 10302, name: 'Kart Racing', runners: drivers.slice(0, 6) },
  { id: 10401, name: 'Speedway', runners: riders.slice(0, 4) },
  { id: 10402, name: 'Cycling Sprint', runners: riders },
  {
    id: 10501,
    name: 'Camel Racing',
    runners: ['Sahara', 'Dune', 'Oasis', 'Mirage', 'Nomad', 'Sirocco'],
  },
];

/** A virtual-sports (bet-radar) game item in the provider's list shape. */
export interface VirtualSportsGame {
  PageCode: string;
  MerchantName: string;
  Trans: Localized;
  ImageURL: string;
}

/** The merchant whose games the /bet-radar page shows; the raw list holds other merchants too. */
export const betRadarMerchant = 'BetRadar';

const sports: ReadonlyArray<{ code: string; name: Localized }> = [
  {
    code: 'football',
    name: { es: 'Fútbol virtual', en: 'Virtual Football', pt: 'Futebol virtual' },
  },
  {
    code: 'basketball',
    name: { es: 'Baloncesto virtual', en: 'Virtual Basketball', pt: 'Basquetebol virtual' },
  },
  { code: 'tennis', name: { es: 'Tenis virtual', en: 'Virtual Tennis', pt: 'Ténis virtual' } },
  {
    code: 'hockey',
    name: { es: 'Hockey virtual', en: 'Virtual Ice Hockey', pt: 'Hóquei virtual' },
  },
  {
    code: 'baseball',
    name: { es: 'Béisbol virtual', en: 'Virtual Baseball', pt: 'Basebol virtual' },
  },
  {
    code: 'horses',
    name: { es: 'Caballos virtuales', en: 'Virtual Horses', pt: 'Cavalos virtuais' },
  },
  { code: 'dogs', name: { es: 'Galgos virtuales', en: 'Virtual Dogs', pt: 'Galgos virtuais' } },
  {
    code: 'cricket',
    name: { es: 'Críquet virtual', en: 'Virtual Cricket', pt: 'Críquete virtual' },
  },
];

const variants: ReadonlyArray<{ code: string; name: Localized }> = [
  { code: 'league', name: { es: 'Liga', en: 'League', pt: 'Liga' } },
  { code: 'cup', name: { es: 'Copa', en: 'Cup', pt: 'Taça' } },
  { code: 'world', name: { es: 'Mundial', en: 'World', pt: 'Mundial' } },
  { code: 'instant', name: { es: 'Instantáneo', en: 'Instant', pt: 'Instantâneo' } },
];

const game = (merchant: string, pageCode: string, name: Localized): VirtualSportsGame => ({
  PageCode: pageCode,
  MerchantName: merchant,
  Trans: name,
  ImageURL: `/demo/bet-radar/images/${pageCode}.svg`,
});

const joined = (first: Localized, second: Localized): Localized => ({
  es: `${first.es} ${second.es}`,
  en: `${first.en} ${second.en}`,
  pt: `${first.pt} ${second.pt}`,
});

/** 32 BetRadar games (8 sports × 4 formats) and 6 of other merchants, interleaved as a raw feed. */
export const virtualSportsGames: readonly VirtualSportsGame[] = [
  ...sports.flatMap((sport) =>
    variants.map((variant) =>
      game(betRadarMerchant, `br_${sport.code}_${variant.code}`, joined(sport.name, variant.name)),
    ),
  ),
  ...sports
    .slice(0, 3)
    .flatMap((sport) => [
      game('Kiron', `kr_${sport.code}`, sport.name),
      game('Leap', `lp_${sport.code}`, sport.name),
    ]),
];

/** Teams of the virtual matches, by the sport part of a page code. */
export const virtualTeams: Record<string, readonly string[]> = {
  football: ['Lions FC', 'Eagles United', 'Sharks', 'Wolves', 'Falcons', 'Bulls'],
  basketball: ['Rockets', 'Giants', 'Hornets', 'Comets'],
  tennis: ['V. Marin', 'P. Duval', 'S. Okafor', 'L. Novak'],
  hockey: ['Polar Bears', 'Huskies', 'Blizzard', 'Glaciers'],
  baseball: ['Pirates', 'Mariners', 'Tigers', 'Cardinals'],
  horses: horses,
  dogs: dogs,
  cricket: ['Strikers', 'Royals', 'Titans', 'Warriors'],
};
