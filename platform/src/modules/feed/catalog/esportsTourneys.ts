import { sameName } from '../language.ts';
import { teamList, type TourneyDefinition } from './tourneyTypes.ts';

/** Esports tourneys (sport 300), each under one game; ids are 300000 + n. */
export const esportsTourneys: readonly TourneyDefinition[] = [
  {
    id: 300001,
    sportId: 300,
    gameId: 301,
    countryId: 1,
    priority: 1,
    top: true,
    weight: 4,
    variant: 'counterStrike',
    names: sameName('IEM World Championship'),
    teams: teamList`
      Natus Vincere, FaZe Clan, Team Vitality, G2 Esports, MOUZ, Team Spirit, Heroic,
      Astralis, Team Liquid, FURIA, Eternal Fire, Complexity, The MongolZ, Virtus.pro
    `,
  },
  {
    id: 300002,
    sportId: 300,
    gameId: 301,
    countryId: 2,
    priority: 2,
    weight: 2,
    variant: 'counterStrike',
    names: sameName('BLAST Premier Europe'),
    teams: teamList`
      Natus Vincere, Team Vitality, G2 Esports, MOUZ, Heroic, Astralis, Fnatic, BIG,
      Ninjas in Pyjamas, ENCE
    `,
  },
  {
    id: 300003,
    sportId: 300,
    gameId: 302,
    countryId: 1,
    priority: 1,
    weight: 3,
    variant: 'moba',
    names: sameName('DreamLeague'),
    teams: teamList`
      Team Spirit, Gaimin Gladiators, Team Falcons, Tundra Esports, Team Liquid, BetBoom Team,
      Xtreme Gaming, Team Secret, OG, Nigma Galaxy, Heroic, Aurora
    `,
  },
  {
    id: 300004,
    sportId: 300,
    gameId: 303,
    countryId: 2,
    priority: 1,
    weight: 3,
    variant: 'moba',
    names: sameName('LEC'),
    teams: teamList`
      G2 Esports, Fnatic, MAD Lions KOI, Team Vitality, Team BDS, SK Gaming, Team Heretics,
      Karmine Corp, GIANTX, Rogue
    `,
  },
  {
    id: 300005,
    sportId: 300,
    gameId: 304,
    countryId: 1,
    priority: 1,
    weight: 3,
    variant: 'valorant',
    names: sameName('VCT Americas'),
    teams: teamList`
      Sentinels, LOUD, NRG, 100 Thieves, Cloud9, Leviatán, KRÜ Esports, MIBR, FURIA,
      G2 Esports, Evil Geniuses
    `,
  },
];
