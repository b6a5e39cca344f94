import { formatMoney } from '../../core/format/index.ts';
import {
  marketNameIn,
  oddNameIn,
  sportName,
  tourneyNameIn,
  type FeedLanguage,
} from '../../core/testing/feedNames.ts';
import { fixtureBrand } from '../../core/testing/index.ts';
import type { SlipBet } from '../model/slip.ts';
import type { SlipPanelProps } from './slipPanelTypes.ts';
import type { SlipRow } from './slipRows.ts';

/* Fixture bets and panel props for the slip's stories and tests (no network). */

/** A bet as the feed gave it in Spanish, with its tourney's id (null: the fixture's own tourney). */
type FixtureBet = Omit<SlipBet, 'sportName'> & { tourneyId: number | null };

// Ids in the platform's form `<event>_<group>.<type>[.<size>]`, which names the market and odd.
const bets: readonly FixtureBet[] = [
  {
    id: '9001_1.1',
    rate: 2.1,
    shortName: '1',
    marketName: 'Resultado del partido',
    teams: 'Real Madrid - Barcelona',
    eventId: 9001,
    sportId: 1,
    tourneyId: 1005,
    tourneyName: 'LaLiga',
    countryId: 5,
    isLive: false,
  },
  {
    id: '9002_17.9.2.5',
    rate: 1.85,
    shortName: 'Más de 2.5',
    marketName: 'Total de goles',
    teams: 'Colo-Colo - Universidad de Chile',
    eventId: 9002,
    sportId: 1,
    tourneyId: 1010,
    tourneyName: 'Primera División',
    countryId: 30,
    isLive: true,
  },
  {
    id: '9003_1.3',
    rate: 3.4,
    shortName: '2',
    marketName: 'Resultado del partido',
    teams: 'Boca Juniors - River Plate',
    eventId: 9003,
    sportId: 1,
    tourneyId: 1012,
    tourneyName: 'Liga Profesional',
    countryId: 9,
    isLive: false,
  },
  {
    id: '9004_1.1',
    rate: 1.6,
    shortName: '1',
    marketName: 'Ganador del partido',
    teams: 'Carlos Alcaraz - Jannik Sinner',
    eventId: 9004,
    sportId: 4,
    tourneyId: null,
    tourneyName: 'ATP Madrid',
    countryId: 5,
    isLive: false,
  },
];

/** The group, type and line an odd id names (`9002_17.9.2.5`: group 17, type 9, line 2.5). */
function oddOf(id: string): { groupId: number; type: number; size: number | null } {
  const [, groupId = '0', type = '0', size] = /_(\d+)\.(\d+)(?:\.(-?[\d.]+))?$/.exec(id) ?? [];
  return {
    groupId: Number(groupId),
    type: Number(type),
    size: size === undefined ? null : Number(size),
  };
}

/** A row's market and outcome as the feed names them in the language (Spanish as written). */
export function slipRowIn(row: SlipRow, language: FeedLanguage): SlipRow {
  const { groupId, type, size } = oddOf(row.id);
  return {
    ...row,
    marketName: marketNameIn(groupId, row.marketName, language),
    outcome: oddNameIn(type, size, row.outcome, language),
  };
}

/** The fixture bets as the feed named them in the language. */
export function fixtureBetsIn(language: FeedLanguage): SlipBet[] {
  return bets.map(({ tourneyId, tourneyName, ...bet }) => {
    const { groupId, type, size } = oddOf(bet.id);
    return {
      ...bet,
      shortName: oddNameIn(type, size, bet.shortName, language),
      marketName: marketNameIn(groupId, bet.marketName, language),
      sportName: sportName(bet.sportId, language),
      tourneyName:
        tourneyId === null ? tourneyName : tourneyNameIn(tourneyId, tourneyName, language),
    };
  });
}

/** The fixture bets in Spanish (unit tests; stories take `fixtureBetsIn(storyLanguage())`). */
export const fixtureBets: readonly SlipBet[] = fixtureBetsIn('es');

/** A slip row as the panel gets it: no move, nothing wrong. */
export function fixtureRow(index: number, changes: Partial<SlipRow> = {}): SlipRow {
  const bet = fixtureBets[index] ?? fixtureBets[0];
  if (!bet) throw new Error('no fixture bet');
  return {
    id: bet.id,
    teams: bet.teams,
    marketName: bet.marketName,
    outcome: bet.shortName,
    addedRate: bet.rate,
    currentRate: bet.rate,
    movement: 'none',
    blocked: false,
    incompatible: false,
    ...changes,
  };
}

export const money = (amount: number) =>
  formatMoney(amount, 'CLP', 'es-ES', { symbols: fixtureBrand.currencies.symbols });

const noop = () => {};

/** A player's slip with one bet and a stake typed. */
export function fixturePanelProps(changes: Partial<SlipPanelProps> = {}): SlipPanelProps {
  return {
    rows: [fixtureRow(0)],
    type: { kind: 'single' },
    onTypeChange: noop,
    onRemove: noop,
    onClear: noop,
    oddsFormat: 0,
    money,
    stake: { value: '1000', onChange: noop, limits: { min: 100, max: 1000000, maxWin: 20000000 } },
    totals: { coefficient: 2.1, potentialWin: 2100, maxWin: 20000000 },
    acceptOddsChanges: false,
    onAcceptOddsChangesChange: noop,
    oneClick: {
      enabled: false,
      onEnabledChange: noop,
      amount: '50',
      onAmountChange: noop,
      invalid: false,
    },
    placement: { viewer: 'player', status: 'idle', onPlace: noop, onSignIn: noop, messages: [] },
    ...changes,
  };
}
